import Foundation

extension UIApplication {
    /// Sends the app to the background, as when the user goes to the Home Screen: every active scene resigns
    /// (`sceneWillResignActive(_:)`, ``UIScene/willDeactivateNotification``), the app resigns
    /// (``willResignActiveNotification``), every scene enters the background (`sceneDidEnterBackground(_:)`,
    /// ``UIScene/didEnterBackgroundNotification``) and then the app (``didEnterBackgroundNotification``). In an
    /// app without scenes the delegate's `applicationWillResignActive(_:)` and `applicationDidEnterBackground(_:)`
    /// are called instead of the scene delegates'. Does nothing in the background. Beyond UIKit.
    public func simulateEnteringBackground() {
        guard applicationState != .background else { return }
        let scenes = orderedScenes
        for scene in scenes where scene.activationState == .foregroundActive {
            scene.activationState = .foregroundInactive
            scene.delegate?.sceneWillResignActive(scene)
            NotificationCenter.default.post(name: UIScene.willDeactivateNotification, object: scene)
        }
        applicationState = .inactive
        if scenes.isEmpty { delegate?.applicationWillResignActive(self) }
        NotificationCenter.default.post(name: Self.willResignActiveNotification, object: self)
        for scene in scenes where scene.activationState == .foregroundInactive {
            scene.activationState = .background
            scene.delegate?.sceneDidEnterBackground(scene)
            NotificationCenter.default.post(name: UIScene.didEnterBackgroundNotification, object: scene)
        }
        applicationState = .background
        if scenes.isEmpty { delegate?.applicationDidEnterBackground(self) }
        NotificationCenter.default.post(name: Self.didEnterBackgroundNotification, object: self)
    }

    /// Brings the app back to the foreground, as when the user opens it again: the reverse of
    /// ``simulateEnteringBackground()`` (`sceneWillEnterForeground(_:)`, ``willEnterForegroundNotification``,
    /// `sceneDidBecomeActive(_:)`, ``didBecomeActiveNotification``; the app delegate's
    /// `applicationWillEnterForeground(_:)` and `applicationDidBecomeActive(_:)` in an app without scenes). Does
    /// nothing unless the app is in the background. Beyond UIKit.
    public func simulateEnteringForeground() {
        guard applicationState == .background else { return }
        enterForeground()
    }

    /// Brings the scenes in the background, then the app, to the foreground and makes them active.
    func enterForeground() {
        let scenes = orderedScenes
        for scene in scenes where scene.activationState == .background {
            scene.activationState = .foregroundInactive
            scene.delegate?.sceneWillEnterForeground(scene)
            NotificationCenter.default.post(name: UIScene.willEnterForegroundNotification, object: scene)
        }
        applicationState = .inactive
        if scenes.isEmpty { delegate?.applicationWillEnterForeground(self) }
        NotificationCenter.default.post(name: Self.willEnterForegroundNotification, object: self)
        for scene in scenes where scene.activationState == .foregroundInactive {
            scene.activationState = .foregroundActive
            scene.delegate?.sceneDidBecomeActive(scene)
            NotificationCenter.default.post(name: UIScene.didActivateNotification, object: scene)
        }
        applicationState = .active
        if scenes.isEmpty { delegate?.applicationDidBecomeActive(self) }
        NotificationCenter.default.post(name: Self.didBecomeActiveNotification, object: self)
    }

    /// Asks the app to open `url`, as when another app or a link opens it: the first connected scene's delegate
    /// receives `scene(_:openURLContexts:)`; an app without scenes, the app delegate's
    /// `application(_:open:options:)`. Returns whether the URL was handed over (always with a scene; the app
    /// delegate's answer otherwise). Beyond UIKit.
    @discardableResult
    public func simulateOpening(_ url: URL, options: UIScene.OpenURLOptions = UIScene.OpenURLOptions()) -> Bool {
        if let scene = orderedScenes.first, let sceneDelegate = scene.delegate {
            sceneDelegate.scene(scene, openURLContexts: [UIOpenURLContext(url: url, options: options)])
            return true
        }
        var appOptions: [OpenURLOptionsKey: Any] = [.openInPlace: options.openInPlace]
        if let source = options.sourceApplication { appOptions[.sourceApplication] = source }
        if let annotation = options.annotation { appOptions[.annotation] = annotation }
        return delegate?.application(self, open: url, options: appOptions) ?? false
    }

    /// The user picks a Home Screen quick action while the app runs: the first connected window scene's delegate
    /// receives `windowScene(_:performActionFor:completionHandler:)`, or, without scenes, the app delegate receives
    /// `application(_:performActionFor:completionHandler:)`. Returns what the handler was called with (`false` when
    /// no delegate called it). Beyond UIKit.
    @discardableResult
    public func simulateShortcut(_ shortcutItem: UIApplicationShortcutItem) -> Bool {
        var handled = false
        if let scene = orderedScenes.first as? UIWindowScene, let sceneDelegate = scene.delegate as? any UIWindowSceneDelegate {
            sceneDelegate.windowScene(scene, performActionFor: shortcutItem) { handled = $0 }
        } else {
            delegate?.application(self, performActionFor: shortcutItem) { handled = $0 }
        }
        return handled
    }

    /// Disconnects `scene`, as the system does to free memory for a scene in the background: its delegate
    /// receives `sceneDidDisconnect(_:)` and ``UIScene/didDisconnectNotification`` is posted; the scene leaves
    /// ``connectedScenes``, its session stays in ``openSessions``. Does nothing for a scene not connected. Beyond
    /// UIKit.
    public func simulateDisconnecting(_ scene: UIScene) {
        guard connectedScenes.contains(scene) else { return }
        connectedScenes.remove(scene)
        scene.activationState = .unattached
        scene.delegate?.sceneDidDisconnect(scene)
        NotificationCenter.default.post(name: UIScene.didDisconnectNotification, object: scene)
    }

    /// Discards sessions, as when the user closes a scene in the app switcher: they leave ``openSessions`` (a
    /// connected one's scene is disconnected first) and the app delegate receives
    /// `application(_:didDiscardSceneSessions:)` with those that were open. Beyond UIKit.
    public func simulateDiscarding(_ sessions: Set<UISceneSession>) {
        let discarded = sessions.intersection(openSessions)
        guard !discarded.isEmpty else { return }
        for session in discarded {
            if let scene = session.scene { simulateDisconnecting(scene) }
            openSessions.remove(session)
        }
        delegate?.application(self, didDiscardSceneSessions: discarded)
    }

    /// Warns the app that memory is low: the delegate's `applicationDidReceiveMemoryWarning(_:)`, then
    /// ``didReceiveMemoryWarningNotification``. Beyond UIKit.
    public func simulateMemoryWarning() {
        delegate?.applicationDidReceiveMemoryWarning(self)
        NotificationCenter.default.post(name: Self.didReceiveMemoryWarningNotification, object: self)
    }

    /// Puts the headless app and device back as before any app launched: no shared app (the next use of
    /// ``shared`` makes a new one), the default device (``HeadlessDevice/iPhone16Pro``, portrait), the battery
    /// and screen brightness as at start, no appearance proxies. For tests that launch apps or simulate devices.
    /// Beyond UIKit.
    public static func resetHeadless() {
        existingShared = nil
        HeadlessEnvironment.device = .iPhone16Pro
        HeadlessEnvironment.deviceOrientation = .portrait
        UIDevice.current.resetForHeadlessTesting()
        UIScreen.main.resetForHeadlessTesting()
        AppearanceProxyRegistry.reset()
    }

    /// The connected scenes in the order they connected.
    private var orderedScenes: [UIScene] {
        connectedScenes.sorted { $0.connectionOrder < $1.connectionOrder }
    }
}
