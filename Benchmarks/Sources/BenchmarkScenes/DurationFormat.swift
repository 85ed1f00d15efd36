import Foundation

/// A duration in nanoseconds as the benchmark executables print it: "2.2 ms", "4.81 µs", "640 ns".
public func format(nanoseconds: Double) -> String {
    nanoseconds >= 1e6
        ? "\(format(nanoseconds / 1e6, digits: 2)) ms"
        : nanoseconds >= 1e3 ? "\(format(nanoseconds / 1e3, digits: 2)) µs" : "\(Int(nanoseconds)) ns"
}

/// `value` rounded to `digits` decimals.
public func format(_ value: Double, digits: Int) -> String {
    let scale = pow(10.0, Double(digits))
    return "\((value * scale).rounded() / scale)"
}
