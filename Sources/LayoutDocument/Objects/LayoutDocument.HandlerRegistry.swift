import OpenCompositionalLayout

extension LayoutDocument {
    /// The closures a document names: custom group item providers and visible-items handlers, each made by
    /// a factory from the parameters the document gives.
    ///
    /// ```swift
    /// var handlers = LayoutDocument.HandlerRegistry()
    /// handlers.registerVisibleItemsHandler(named: "fade") { parameters in
    ///     let alpha = parameters["alpha"]?.number ?? 0.5
    ///     return { items, _, _ in items.forEach { $0.alpha = alpha } }
    /// }
    /// ```
    ///
    /// Beyond UIKit.
    @MainActor
    public struct HandlerRegistry {
        /// Makes a custom group's item provider from a handler's parameters.
        public typealias CustomItemProviderFactory = @MainActor ([String: Handler.Parameter]) -> NSCollectionLayoutGroupCustomItemProvider
        /// Makes a section's visible-items handler from a handler's parameters.
        public typealias VisibleItemsHandlerFactory =
            @MainActor ([String: Handler.Parameter]) -> NSCollectionLayoutSectionVisibleItemsInvalidationHandler

        /// Item provider factories by name.
        public var customItemProviders: [String: CustomItemProviderFactory] = [:]
        /// Visible-items handler factories by name.
        public var visibleItemsHandlers: [String: VisibleItemsHandlerFactory] = [:]

        /// An empty registry.
        public init() {}

        /// Registers a custom group item provider factory under `name`, replacing any earlier one.
        public mutating func registerCustomItemProvider(named name: String, _ factory: @escaping CustomItemProviderFactory) {
            customItemProviders[name] = factory
        }

        /// Registers a visible-items handler factory under `name`, replacing any earlier one.
        public mutating func registerVisibleItemsHandler(named name: String, _ factory: @escaping VisibleItemsHandlerFactory) {
            visibleItemsHandlers[name] = factory
        }
    }
}
