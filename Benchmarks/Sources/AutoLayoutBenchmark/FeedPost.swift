import BenchmarkSupport
import Foundation

/// The content of one social-feed post: what each variant of the feed cell shows.
struct FeedPost {
    var action: String
    var posterName: String
    var posterHeadline: String
    var posterTime: String
    var text: String
    var contentTitle: String
    var contentDomain: String
    var comment: String

    private static let words = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota", "kappa",
                                "lambda", "mu", "nu", "xi", "omicron", "pi", "rho", "sigma", "tau", "upsilon",
                                "layout", "constraint", "frame", "stack", "cell", "feed"]

    /// `count` posts whose texts vary in length (seeded, so every run sees the same posts).
    static func make(count: Int, seed: UInt64 = 25) -> [FeedPost] {
        var random = SplitMix64(seed: seed)
        func phrase(_ minimum: Int, _ maximum: Int) -> String {
            let count = minimum + Int(random.next() % UInt64(maximum - minimum + 1))
            return (0..<count).map { _ in words[Int(random.next() % UInt64(words.count))] }.joined(separator: " ")
        }
        return (0..<count).map { index in
            FeedPost(action: phrase(2, 6) + " liked this", posterName: phrase(2, 3), posterHeadline: phrase(3, 12),
                     posterTime: "\(index % 59 + 1) min", text: phrase(0, 60), contentTitle: phrase(2, 14),
                     contentDomain: "www.\(words[index % words.count]).com", comment: phrase(1, 30))
        }
    }
}
