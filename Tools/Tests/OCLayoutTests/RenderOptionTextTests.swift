import DocumentRendering
import LayoutDocument
@testable import oclayout
import Testing

/// `oclayout render` prints the renderer's option problems with its flags: the text users have always seen.
@Suite("render option problems as flags")
struct RenderOptionTextTests {
    static func lines(_ configure: (inout RenderRequest) -> Void) -> [String] {
        var request = RenderRequest(file: "layout.json", outputFolder: "out")
        configure(&request)
        return DocumentRenderer.optionProblems(request).map(RenderCommand.line(for:))
    }

    @Test("each option problem reads as the tool's flags")
    func flags() {
        #expect(Self.lines { $0.width = -100 } == ["--width must be a number of points greater than 0 and at most 100000; got -100.0"])
        #expect(Self.lines { $0.height = 0 } == ["--height must be a number of points greater than 0 and at most 100000; got 0.0"])
        #expect(Self.lines { $0.scale = 9 } == ["--scale must be greater than 0 and at most 8; got 9.0"])
        #expect(Self.lines { $0.offsetY = .infinity } == ["--offset must be a finite number of points; got inf"])
        #expect(Self.lines { $0.outputFolder = "" } == ["--output must name a folder"])
        #expect(Self.lines { $0.fullHeight = true; $0.annotated = true } == ["give --full-height or --annotated, not both"])
        #expect(Self.lines { $0.showsDeviceFrame = true; $0.annotated = true } == ["give --frame or --annotated, not both"])
        #expect(Self.lines { $0.showsDeviceFrame = true; $0.showsOverflow = true }
                == ["give --frame or --overflow, not both: the frame bounds the screen"])
        #expect(Self.lines { $0.device = "iPhone 15"; $0.width = 300 } == ["give --device or --width/--height, not both"])
        #expect(Self.lines { $0.device = "iPhone 15"; $0.devices = ["iPhone 15"] } == ["give --device or --devices, not both"])
        #expect(Self.lines { $0.devices = ["Pixel"] }.first?.hasPrefix("unknown device 'Pixel'; known devices: ") == true)
    }

    @Test("a document problem keeps its file, place and text")
    func documentProblem() {
        let problem = LayoutDocument.Problem(severity: .error, pointer: "/sections/0", message: "broken", line: 3, column: 5)
        let error = RenderError(documentProblems: [LayoutDocument.FileProblem(file: "a.json", problem: problem)])
        #expect(RenderCommand.lines(for: error) == ["a.json:3:5: /sections/0: broken"])
    }
}
