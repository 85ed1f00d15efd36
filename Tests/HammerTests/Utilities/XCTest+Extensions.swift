import Foundation
import XCTest

func XCTAssertEqual(_ expression1: @autoclosure () -> CGPoint,
                    _ expression2: @autoclosure () -> CGPoint,
                    accuracy: CGFloat, _ message: @autoclosure () -> String = "",
                    file: StaticString = #filePath, line: UInt = #line)
{
    let point1 = expression1()
    let point2 = expression2()
    XCTAssertEqual(point1.x, point2.x, accuracy: accuracy, message(), file: file, line: line)
    XCTAssertEqual(point1.y, point2.y, accuracy: accuracy, message(), file: file, line: line)
}
