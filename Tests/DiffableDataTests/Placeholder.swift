import Testing
@testable import OpenCompositionalLayout

@Test func placeholder() { #expect(Bool(true)) }
