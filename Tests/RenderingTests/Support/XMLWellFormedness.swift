import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Parses text as XML and records what a test needs to know: whether it is well-formed, the elements
/// seen (by name) and the character data of elements with a given name.
final class XMLProbe: NSObject, XMLParserDelegate {
    private(set) var elementNames: [String] = []
    private(set) var textByElement: [String: [String]] = [:]
    private(set) var attributesByElement: [String: [[String: String]]] = [:]
    private var openElements: [String] = []
    private var currentText = ""
    private(set) var isWellFormed = false
    private(set) var errorDescription: String?

    init(_ text: String) {
        super.init()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = self
        isWellFormed = parser.parse()
        errorDescription = parser.parserError.map { "\($0) at line \(parser.lineNumber), column \(parser.columnNumber)" }
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        elementNames.append(elementName)
        attributesByElement[elementName, default: []].append(attributeDict)
        openElements.append(elementName)
        currentText = ""
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        currentText += string
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        textByElement[elementName, default: []].append(currentText)
        currentText = ""
        openElements.removeLast()
    }
}
