import AutoLayoutConvenience
import Foundation
import LayoutTestSupport
import Testing

