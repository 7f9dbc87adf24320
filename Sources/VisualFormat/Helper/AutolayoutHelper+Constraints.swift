#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import AutoLayoutCore

extension AutolayoutHelper {
    /// Parses one VFL or `X:` string, creates its constraints and activates them.
    /// `priority` applies to the constraints whose predicate has no `@` priority.
    /// - Throws: `VisualFormatError` (the only error this module throws).
    @discardableResult public func addConstraint(
        _ format: String, options: NSLayoutConstraint.FormatOptions = [], priority: UILayoutPriority? = nil,
        file: StaticString = #fileID, line: UInt = #line
    ) throws -> [NSLayoutConstraint] {
        try apply(layers: [], formats: [format], options: options, priority: priority, key: nil, file: file, line: line)
    }

    /// Adds several strings: all of them, or none when one fails to parse.
    /// - Throws: `VisualFormatError` (the only error this module throws).
    @discardableResult public func addConstraints(
        _ formats: [String], options: NSLayoutConstraint.FormatOptions = [], priority: UILayoutPriority? = nil,
        file: StaticString = #fileID, line: UInt = #line
    ) throws -> [NSLayoutConstraint] {
        try apply(layers: [], formats: formats, options: options, priority: priority, key: nil, file: file, line: line)
    }

    /// Replaces the constraint set stored under `key` (<doc:VisualFormatRules#Keyed-sets>): the new strings are
    /// parsed first (an error leaves the old set active), then the old set is deactivated and
    /// the new one activated and stored.
    /// - Throws: `VisualFormatError` (the only error this module throws).
    @discardableResult public func setConstraints(
        _ formats: [String], options: NSLayoutConstraint.FormatOptions = [], priority: UILayoutPriority? = nil,
        forKey key: String, file: StaticString = #fileID, line: UInt = #line
    ) throws -> [NSLayoutConstraint] {
        try apply(layers: [], formats: formats, options: options, priority: priority, key: key, file: file, line: line)
    }

    /// The README's name for `setConstraints(_:options:priority:forKey:)`.
    /// - Throws: `VisualFormatError` (the only error this module throws).
    @discardableResult public func addConstraints(
        _ formats: [String], options: NSLayoutConstraint.FormatOptions = [], priority: UILayoutPriority? = nil,
        forKey key: String, file: StaticString = #fileID, line: UInt = #line
    ) throws -> [NSLayoutConstraint] {
        try setConstraints(formats, options: options, priority: priority, forKey: key, file: file, line: line)
    }

    /// The constraints currently stored under `key`, in order.
    public func constraints(forKey key: String) -> [NSLayoutConstraint] {
        records.filter { $0.key == key }.flatMap(\.constraints)
    }

    /// What is left of every string added so far, in order: strings cut by removed views
    /// (<doc:VisualFormatRules#Removing-views>) and untouched strings as given.
    public var remainingFormats: [String] {
        records.flatMap(\.remainingFormats)
    }
}
