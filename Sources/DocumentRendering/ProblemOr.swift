import LayoutDocument

/// A value, or the document problem that stopped it (`Result` asks for an `Error`, and a problem is a value).
enum ProblemOr<Value> {
    case success(Value)
    case failure(LayoutDocument.Problem)
}
