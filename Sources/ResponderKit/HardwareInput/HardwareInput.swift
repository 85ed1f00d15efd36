import Foundation

/// Raw input as a device reports it, before the application turns it into events (behaviour 9).
///
/// Input enters an application through ``UIApplication/enqueue(_:)``, which appends it to the
/// application's FIFO event queue; the run loop drains the queue in order.
public enum HardwareInput: Sendable, Equatable {
    /// A digitizer frame: the state of some contacts at one instant.
    case digitizer(DigitizerFrame)
    /// The input source was lost: every contact it reported is cancelled.
    case cancelAllContacts(timestamp: TimeInterval)
    /// Final values for properties a digitizer reported as estimates.
    case estimatedPropertiesUpdate(EstimatedPropertiesUpdate)
    /// A keyboard key went down or up (behaviour 3.4, 8.3).
    case key(KeyInput)
    /// An accelerometer reading: raw samples reach accelerometer subscribers, and shakes become motion
    /// events (behaviour 8.1).
    case accelerometer(AccelerometerSample)
    /// A gyroscope reading, in radians per second: it reaches the application's motion managers
    /// (behaviour 8.6).
    case gyroscope(GyroscopeSample)
    /// A magnetometer reading, in microteslas: it reaches the application's motion managers (behaviour 8.6).
    case magnetometer(MagnetometerSample)
    /// A proximity sensor reading: it becomes `UIDevice.current.proximityState` while proximity monitoring
    /// is on, and covering the sensor then keeps touches from the application (behaviour 8.7).
    case proximity(ProximitySample)
    /// A media key or remote-control command (behaviour 8.2).
    case mediaKey(MediaKeyInput)
    /// The application's pointer moved or its buttons changed: hover while no button is down, a click
    /// (a touch sequence) while one is (behaviour 12.1, 12.2).
    case pointer(PointerInput)
    /// A scroll step from a trackpad (continuous) or a mouse wheel (discrete): a `UIEvent.EventType.scroll`
    /// event for the pan gesture recognizers that allow its kind (behaviour 12.3).
    case scroll(ScrollInput)
    /// A trackpad pinch or rotation step: a `UIEvent.EventType.transform` event, or two simulated touches
    /// when the application does not support indirect input (behaviour 12.4).
    case transform(TransformInput)

    /// When the input happened, on the application's clock.
    public var timestamp: TimeInterval {
        switch self {
        case .digitizer(let frame): frame.timestamp
        case .cancelAllContacts(let timestamp): timestamp
        case .estimatedPropertiesUpdate(let update): update.timestamp
        case .key(let input): input.timestamp
        case .accelerometer(let sample): sample.timestamp
        case .gyroscope(let sample): sample.timestamp
        case .magnetometer(let sample): sample.timestamp
        case .proximity(let sample): sample.timestamp
        case .mediaKey(let input): input.timestamp
        case .pointer(let input): input.timestamp
        case .scroll(let input): input.timestamp
        case .transform(let input): input.timestamp
        }
    }
}

/// The state of the contacts a digitizer reports at one instant.
///
/// A frame lists the contacts that went down, moved or lifted; a contact that is down and not listed
/// keeps its previous state. Contacts listed in one frame that go down on the same view are delivered
/// in one `touchesBegan` call (behaviour 2.3).
public struct DigitizerFrame: Sendable, Equatable {
    /// When the frame was sampled, in seconds on the application's clock.
    public var timestamp: TimeInterval
    /// The contacts that changed.
    public var contacts: [TouchContact]

    /// Creates a frame.
    public init(timestamp: TimeInterval, contacts: [TouchContact]) {
        self.timestamp = timestamp
        self.contacts = contacts
    }
}

/// One contact (finger, pen or pointer) in a ``DigitizerFrame``.
public struct TouchContact: Sendable, Equatable {
    /// Whether the contact touches the surface.
    public enum State: Sendable, Equatable {
        /// The contact is down: it went down now (an unknown id) or it moved (a known id).
        case touching
        /// The contact was lifted.
        case lifted
        /// A pointer (mouse, trackpad or a pencil in range) hovers without touching: it becomes a hover
        /// touch with region phases, which only hover gesture recognizers see (behaviour 5.8). A contact that
        /// was touching and now hovers is first lifted.
        case hovering
    }

    /// The device's identifier for the contact, stable while it is down.
    public var id: Int
    /// Where the contact is, in screen points (a full-screen window's coordinates).
    public var location: CGPoint
    /// Whether it is down or lifted.
    public var state: State
    /// The force, where 1.0 is an average touch; 0 when not reported.
    public var force: CGFloat
    /// The largest force the device reports.
    public var maximumPossibleForce: CGFloat
    /// The radius of the contact area in points.
    public var majorRadius: CGFloat
    /// The tolerance of ``majorRadius``.
    public var majorRadiusTolerance: CGFloat
    /// What produced the contact.
    public var type: UITouch.TouchType
    /// Stylus altitude in radians (π/2 for fingers).
    public var altitudeAngle: CGFloat
    /// Stylus azimuth in radians, in screen coordinates.
    public var azimuthAngle: CGFloat
    /// Stylus roll in radians.
    public var rollAngle: CGFloat
    /// For a hovering pencil, its normalized distance from the screen: 0 near, 1 far (0 if unknown).
    public var zOffset: CGFloat = 0
    /// Properties whose values in this sample are estimates.
    public var estimatedProperties: UITouch.Properties
    /// Estimated properties for which the device will send updates.
    public var estimatedPropertiesExpectingUpdates: UITouch.Properties
    /// The device's number for this sample, used by ``EstimatedPropertiesUpdate`` to refer to it.
    public var estimationUpdateIndex: Int?

    /// Creates a contact. Only `id`, `location` and `state` are required; the rest default to a
    /// finger with no force information and a 20 pt radius.
    public init(
        id: Int, location: CGPoint, state: State = .touching, force: CGFloat = 0,
        maximumPossibleForce: CGFloat = 0, majorRadius: CGFloat = 20, majorRadiusTolerance: CGFloat = 5,
        type: UITouch.TouchType = .direct, altitudeAngle: CGFloat = .pi / 2, azimuthAngle: CGFloat = 0,
        rollAngle: CGFloat = 0, estimatedProperties: UITouch.Properties = [],
        estimatedPropertiesExpectingUpdates: UITouch.Properties = [], estimationUpdateIndex: Int? = nil
    ) {
        self.id = id
        self.location = location
        self.state = state
        self.force = force
        self.maximumPossibleForce = maximumPossibleForce
        self.majorRadius = majorRadius
        self.majorRadiusTolerance = majorRadiusTolerance
        self.type = type
        self.altitudeAngle = altitudeAngle
        self.azimuthAngle = azimuthAngle
        self.rollAngle = rollAngle
        self.estimatedProperties = estimatedProperties
        self.estimatedPropertiesExpectingUpdates = estimatedPropertiesExpectingUpdates
        self.estimationUpdateIndex = estimationUpdateIndex
    }
}

/// Updated values for properties that a digitizer first reported as estimates (behaviour 2.1).
public struct EstimatedPropertiesUpdate: Sendable, Equatable {
    /// When the update arrived.
    public var timestamp: TimeInterval
    /// The ``TouchContact/estimationUpdateIndex`` of the sample being updated.
    public var estimationUpdateIndex: Int
    /// The final force, if updated.
    public var force: CGFloat?
    /// The final azimuth, if updated.
    public var azimuthAngle: CGFloat?
    /// The final altitude, if updated.
    public var altitudeAngle: CGFloat?
    /// The final location in screen points, if updated.
    public var location: CGPoint?
    /// Whether more updates for the sample will follow; false clears every expected update.
    public var isFinal: Bool

    /// Creates an update.
    public init(
        timestamp: TimeInterval, estimationUpdateIndex: Int, force: CGFloat? = nil, azimuthAngle: CGFloat? = nil,
        altitudeAngle: CGFloat? = nil, location: CGPoint? = nil, isFinal: Bool = true
    ) {
        self.timestamp = timestamp
        self.estimationUpdateIndex = estimationUpdateIndex
        self.force = force
        self.azimuthAngle = azimuthAngle
        self.altitudeAngle = altitudeAngle
        self.location = location
        self.isFinal = isFinal
    }
}
