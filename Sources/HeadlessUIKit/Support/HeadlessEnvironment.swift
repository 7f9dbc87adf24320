#if !canImport(UIKit)
import Foundation

/// Process-wide settings of the headless environment that UIKit takes from the system (text
/// measurement, …). Members are added by the parts that need them.
@preconcurrency @MainActor
public enum HeadlessEnvironment {}
#endif
