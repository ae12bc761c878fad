import Foundation
import Testing

/// The test support's SHA-256 against the examples of FIPS 180-4 (and NIST's example values).
@Suite("SHA-256 of the reference hashes")
struct SHA256Tests {
    @Test("one block, two blocks and the empty message give the standard's digests")
    func standardExamples() {
        #expect(SHA256.hex(Data("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex(Data("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(SHA256.hex(Data()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }
}
