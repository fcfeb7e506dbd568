import MediaEncoding
import Zoetrope

/// One curve for `zoetrope curves`: a cubic timing function or a spring, with the name it was
/// asked for by.
package enum CurveSpec: Equatable {
    case cubic(label: String, TimingFunction)
    case spring(label: String, SpringTimingParameters)

    /// The forms `parse` accepts, for help and error messages.
    static let validForms = "linear, easeIn, easeOut, easeInEaseOut, default, cubic(x1,y1,x2,y2), "
        + "spring(mass=1,stiffness=100,damping=10[,velocity=0]), spring(duration=0.5,bounce=0.3) "
        + "or spring(dampingRatio=0.5,response=0.4)"

    /// What the curve is called in legends and CSV headers.
    var label: String {
        switch self {
        case .cubic(let label, _), .spring(let label, _): label
        }
    }

    /// Progress at `time` seconds: a cubic curve runs over `duration`, a spring on its own clock.
    func value(at time: Double, duration: Double) -> Double {
        switch self {
        case .cubic(_, let function): function.value(at: duration > 0 ? time / duration : 1)
        case .spring(_, let spring): spring.value(at: time)
        }
    }

    /// How long a spring takes to settle; nil for cubic curves (they last as long as asked).
    var settlingDuration: Double? {
        switch self {
        case .cubic: nil
        case .spring(_, let spring): spring.settlingDuration
        }
    }
}

/// A curve name that cannot be understood, worded for the command line.
enum CurveSpecError: Error, CustomStringConvertible, Equatable, CategorizedError {
    var category: ErrorCategory { .usage }

    case unknown(String)
    case invalid(String, reason: String)

    var description: String {
        switch self {
        case .unknown(let name): "unknown curve '\(name)'; use \(CurveSpec.validForms)"
        case let .invalid(name, reason): "invalid curve '\(name)': \(reason)"
        }
    }
}
