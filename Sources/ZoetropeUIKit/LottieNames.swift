import Foundation

// lottie-ios's names, so iOS code playing a designer's Lottie file pastes: `LottieAnimationView`
// is Zoetrope's `LottieView`, `LottieAnimation` its `LottieDocument`. lottie-ios is a library, not
// part of UIKit; these are the names of its 4.x API that animation code uses.

/// lottie-ios's `LottieAnimationView` (Zoetrope's `LottieView`).
public typealias LottieAnimationView = LottieView
/// lottie-ios's `LottieAnimation`: a document read from JSON (Zoetrope's `LottieDocument`).
public typealias LottieAnimation = LottieDocument
/// A point of an animation's progress, 0 to 1.
public typealias AnimationProgressTime = CGFloat
/// A frame number of an animation's document.
public typealias AnimationFrameTime = CGFloat
/// What a play calls when it ends: true when it played to its end, false when interrupted.
public typealias LottieCompletionBlock = (Bool) -> Void

extension LottieDocument {
    /// The animation `name`.json in `bundle` (or its `subdirectory`); nil when there is none or it
    /// cannot be read (the reason is reported, as lottie-ios logs it).
    public static func named(_ name: String, bundle: Bundle = .main, subdirectory: String? = nil) -> LottieAnimation? {
        let file = name.hasSuffix(".json") ? String(name.dropLast(5)) : name
        guard let url = bundle.url(forResource: file, withExtension: "json", subdirectory: subdirectory) else {
            Timeline.report(LottieError.unreadable(file: "\(name).json", reason: "no such resource in \(bundle.bundlePath)"))
            return nil
        }
        return read(url)
    }

    /// The animation in the JSON file at `filepath`; nil when it cannot be read (reported).
    public static func filepath(_ filepath: String) -> LottieAnimation? {
        read(URL(fileURLWithPath: filepath))
    }

    private static func read(_ url: URL) -> LottieAnimation? {
        do { return try LottieDocument(contentsOf: url) } catch {
            Timeline.report(error)
            return nil
        }
    }

    /// The first frame (`ip`), as lottie-ios names it.
    public var startFrame: AnimationFrameTime { CGFloat(inPoint) }
    /// The frame the animation ends at (`op`).
    public var endFrame: AnimationFrameTime { CGFloat(outPoint) }
}

extension LottieView {
    /// The animation `name`.json in `bundle` (lottie-ios's `LottieAnimationView(name:bundle:)`).
    public convenience init(name: String, bundle: Bundle = .main, subdirectory: String? = nil) {
        self.init(animation: LottieDocument.named(name, bundle: bundle, subdirectory: subdirectory))
    }

    /// The animation in the JSON file at `filePath`.
    public convenience init(filePath: String) {
        self.init(animation: LottieDocument.filepath(filePath))
    }

    /// lottie-ios's `realtimeAnimationProgress`: here the frame shown is always the real one.
    public var realtimeAnimationProgress: AnimationProgressTime { CGFloat(currentProgress) }
    /// lottie-ios's `realtimeAnimationFrame`.
    public var realtimeAnimationFrame: AnimationFrameTime { CGFloat(currentFrame) }
}
