import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Who may use the inspector (docs/cli.md, "Inspector limits and security"):
///
/// - **Host.** Every request's `Host` must name the server: a loopback name or address (`localhost`,
///   `127.0.0.0/8`, `::1`), the address it is bound to, any IP address when bound to every interface
///   (`0.0.0.0`, `::`; an address cannot be rebound by DNS, a name can), or a name in ``allowedHosts``.
///   Others get `403`: a DNS-rebinding page (`http://attacker.example` resolving to 127.0.0.1) is refused.
/// - **Origin.** A WebSocket upgrade that carries an `Origin` must come from the page's own origin
///   (`http://` + the request's `Host`) or one in ``allowedOrigins``: a page on another site cannot drive the
///   inspector (browsers always send `Origin` on WebSocket upgrades; clients that are not browsers may omit it).
/// - **Token.** When ``token`` is set (the server is bound to an address other than loopback), every request
///   but `/health` must carry it, as `?token=…` or the cookie the page's reply sets.
public struct InspectorAccess: Sendable, Equatable {
    /// Host names accepted besides the defaults (`--allow-host`); `*` accepts any.
    public var allowedHosts: [String]
    /// Origins accepted for WebSocket upgrades besides the page's own (`--allow-origin`, as
    /// `http://name:port`); `*` accepts any.
    public var allowedOrigins: [String]
    /// The access token every request must carry, or nil for none (loopback).
    public var token: String?

    /// The cookie that carries the token after the page was loaded with `?token=…`.
    public static let cookieName = "responderkit-inspector-token"

    /// Creates a policy. Defaults: loopback names only, the page's own origin only, no token.
    public init(allowedHosts: [String] = [], allowedOrigins: [String] = [], token: String? = nil) {
        self.allowedHosts = allowedHosts.map { $0.lowercased() }
        self.allowedOrigins = allowedOrigins.map { $0.lowercased() }
        self.token = token
    }

    /// A random token: 32 hexadecimal digits (128 bits from the system's random source).
    public static func makeToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<16).map { _ in String(format: "%02x", UInt8.random(in: .min ... .max, using: &generator)) }.joined()
    }

    /// Whether `host` (an address or name to listen on) is loopback: `localhost`, `127.x.x.x`, `::1`.
    public static func isLoopback(_ host: String) -> Bool {
        let name = host.lowercased()
        if name == "localhost" || name == "::1" || name == "[::1]" { return true }
        var address = in_addr()
        return inet_pton(AF_INET, name, &address) == 1 && UInt32(bigEndian: address.s_addr) >> 24 == 127
    }

    /// Whether `host` is an IPv4 or IPv6 address (not a name).
    static func isAddress(_ host: String) -> Bool {
        var v4 = in_addr(), v6 = in6_addr()
        return inet_pton(AF_INET, host, &v4) == 1 || inet_pton(AF_INET6, host, &v6) == 1
    }

    /// The host part of a `Host` header (`name:port`, `[v6]:port`), lowercased; nil when malformed.
    static func hostName(ofHeader value: String) -> String? {
        let text = value.lowercased()
        if text.hasPrefix("[") {
            guard let close = text.firstIndex(of: "]") else { return nil }
            let rest = text[text.index(after: close)...]
            guard rest.isEmpty || (rest.hasPrefix(":") && rest.dropFirst().allSatisfy(\.isNumber)) else { return nil }
            return String(text[text.index(after: text.startIndex)..<close])
        }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count <= 2, !parts[0].isEmpty, parts.count == 1 || parts[1].allSatisfy(\.isNumber) else {
            return nil
        }
        return String(parts[0])
    }

    /// Why a request's `Host` header is refused for a server bound to `boundHost`, or nil when it is accepted.
    func hostRefusal(_ header: String?, boundHost: String) -> String? {
        guard let header else { return "expected a Host header, found none" }
        guard let name = Self.hostName(ofHeader: header) else {
            return "expected Host: name[:port], found \(LogText.quoted(header))"
        }
        let bound = boundHost.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        let wildcard = bound == "0.0.0.0" || bound == "::"
        if Self.isLoopback(name) || name == bound || (wildcard && Self.isAddress(name))
            || allowedHosts.contains("*") || allowedHosts.contains(name)
        {
            return nil
        }
        return
            "this inspector serves loopback names and addresses\(wildcard ? " and IP addresses" : bound == "localhost" ? "" : " and \(bound)"), "
            + "not the host \(LogText.quoted(name)) (a DNS-rebinding page?); --allow-host \(name) accepts it"
    }

    /// Why a WebSocket upgrade's `Origin` is refused, or nil when it is accepted.
    func originRefusal(_ origin: String?, hostHeader: String) -> String? {
        guard let origin else { return nil }
        let value = origin.lowercased()
        if value == "http://" + hostHeader.lowercased() || allowedOrigins.contains("*")
            || allowedOrigins.contains(value)
        {
            return nil
        }
        return "WebSocket upgrades are accepted from the page's own origin (http://\(hostHeader)), "
            + "not from \(LogText.quoted(origin)); --allow-origin \(origin) accepts it"
    }

    /// Why a request without the token is refused, or nil when no token is needed or it carries it.
    func tokenRefusal(query: Substring, cookieHeader: String?) -> String? {
        guard let token else { return nil }
        if let given = InspectorRoute.queryValue("token", in: query), Self.same(given, token) { return nil }
        for cookie in (cookieHeader ?? "").split(separator: ";") {
            let parts = cookie.trimmingCharacters(in: .whitespaces).split(separator: "=", maxSplits: 1)
            if parts.count == 2, parts[0] == Self.cookieName, Self.same(String(parts[1]), token) { return nil }
        }
        return "this inspector listens on a network address and needs the access token it printed at start: "
            + "open the printed URL (…/?token=…)"
    }

    /// Compares in time that depends on the lengths only.
    private static func same(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        guard x.count == y.count else { return false }
        return zip(x, y).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }
}
