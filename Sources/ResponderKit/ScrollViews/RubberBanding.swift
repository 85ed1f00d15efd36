import Foundation

/// One of the two directions a scroll view moves in.
enum ScrollAxis: CaseIterable {
    case horizontal, vertical
}

extension CGPoint {
    /// The component along `axis`.
    subscript(axis: ScrollAxis) -> CGFloat {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }
}

extension CGSize {
    /// The length along `axis`.
    subscript(axis: ScrollAxis) -> CGFloat {
        axis == .horizontal ? width : height
    }
}

/// Rubber-banding past the edges: the content follows a finger that drags past an edge with a damped,
/// ever-smaller step, `f(x) = (1 - 1 / (x·c/d + 1))·d`, where `x` is how far the finger dragged past the
/// edge, `d` the scroll view's length along that axis and `c` ``ScrollViewConstants/rubberBandCoefficient``
/// (0.55). `f` is stateless: the drag keeps an undamped ("raw") offset, start minus translation, and
/// shows its damped image, so dragging back retraces the same curve. A drag that starts past an edge
/// (a bounce caught by a new touch) is converted back to its raw offset with the inverse `f⁻¹`.
enum RubberBand {
    /// The overshoot shown for a drag `distance` points past the edge in a view `dimension` long.
    static func damped(_ distance: CGFloat, dimension: CGFloat) -> CGFloat {
        guard distance > 0, dimension > 0 else { return max(distance, 0) }
        let c = ScrollViewConstants.rubberBandCoefficient
        return (1 - 1 / (distance * c / dimension + 1)) * dimension
    }

    /// The drag distance past the edge that shows `overshoot`: the inverse of ``damped(_:dimension:)``.
    static func undamped(_ overshoot: CGFloat, dimension: CGFloat) -> CGFloat {
        guard overshoot > 0, dimension > 0 else { return max(overshoot, 0) }
        let c = ScrollViewConstants.rubberBandCoefficient
        let fraction = min(overshoot / dimension, 0.999)
        return dimension / c * (1 / (1 - fraction) - 1)
    }
}

extension UIScrollView {
    /// The smallest offset of the scrollable range: minus the top and left insets.
    var minimumContentOffset: CGPoint {
        CGPoint(x: -adjustedContentInset.left, y: -adjustedContentInset.top)
    }

    /// The largest offset of the scrollable range: the content's far edges plus insets, minus the bounds
    /// size, never below ``minimumContentOffset``.
    var maximumContentOffset: CGPoint {
        let insets = adjustedContentInset, minimum = minimumContentOffset, size = bounds.size
        return CGPoint(
            x: max(minimum.x, contentSize.width + insets.right - size.width),
            y: max(minimum.y, contentSize.height + insets.bottom - size.height))
    }

    /// The scrollable range along `axis`.
    func offsetRange(_ axis: ScrollAxis) -> ClosedRange<CGFloat> {
        minimumContentOffset[axis]...maximumContentOffset[axis]
    }

    /// `offset` moved into the scrollable range.
    func clampedContentOffset(_ offset: CGPoint) -> CGPoint {
        var result = offset
        for axis in ScrollAxis.allCases {
            let range = offsetRange(axis)
            result[axis] = min(max(offset[axis], range.lowerBound), range.upperBound)
        }
        return result
    }

    /// Whether a drag along `axis` moves the content: the content with its insets is longer than the
    /// bounds, or the axis always bounces (``alwaysBounceHorizontal``/``alwaysBounceVertical`` with
    /// ``bounces``).
    func canScroll(_ axis: ScrollAxis) -> Bool {
        let insets = adjustedContentInset
        let extent =
            axis == .horizontal
            ? contentSize.width + insets.left + insets.right
            : contentSize.height + insets.top + insets.bottom
        if extent > bounds.size[axis] { return true }
        return bounces && (axis == .horizontal ? alwaysBounceHorizontal : alwaysBounceVertical)
    }

    /// The offset shown for the undamped offset `raw` along `axis`: `raw` within the range, rubber-banded
    /// past its edges with ``bounces``, clamped to them without.
    func rubberBandedOffset(_ raw: CGFloat, along axis: ScrollAxis) -> CGFloat {
        let range = offsetRange(axis), dimension = bounds.size[axis]
        if raw < range.lowerBound {
            return bounces
                ? range.lowerBound - RubberBand.damped(range.lowerBound - raw, dimension: dimension) : range.lowerBound
        }
        if raw > range.upperBound {
            return bounces
                ? range.upperBound + RubberBand.damped(raw - range.upperBound, dimension: dimension) : range.upperBound
        }
        return raw
    }

    /// The undamped offset whose rubber-banded image is `offset` along `axis` (the inverse of
    /// ``rubberBandedOffset(_:along:)`` past the edges).
    func rawOffset(_ offset: CGFloat, along axis: ScrollAxis) -> CGFloat {
        let range = offsetRange(axis), dimension = bounds.size[axis]
        if offset < range.lowerBound {
            return range.lowerBound - RubberBand.undamped(range.lowerBound - offset, dimension: dimension)
        }
        if offset > range.upperBound {
            return range.upperBound + RubberBand.undamped(offset - range.upperBound, dimension: dimension)
        }
        return offset
    }

    /// Whether the offset is past an edge along some axis.
    var isOutOfRange: Bool {
        let clamped = clampedContentOffset(contentOffset)
        return abs(clamped.x - contentOffset.x) > 0.001 || abs(clamped.y - contentOffset.y) > 0.001
    }
}
