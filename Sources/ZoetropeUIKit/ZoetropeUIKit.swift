// ZoetropeUIKit: the UIKit, Core Animation and Core Graphics spellings of Zoetrope's engine, so
// one file of animation code compiles in an iOS app (`import UIKit`) and here
// (`import ZoetropeUIKit`) behind `#if canImport(UIKit)`. Every name is a typealias or a thin
// extension over the one engine; nothing here animates or draws on its own.
//
// Foundation comes along as UIKit brings it on iOS (NSNumber, CGFloat); the command line comes
// along so a package's executable can call `ZoetropeCommand.main(scenes:)` with this import alone.
@_exported import Foundation
@_exported import Zoetrope
@_exported import ZoetropeCommandLine
