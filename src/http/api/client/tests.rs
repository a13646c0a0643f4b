use super::*;

fn ip(text: &str) -> IpAddr {
    text.parse().unwrap()
}

fn client(peer: &str, header: Option<&str>, trusted: &[&str]) -> IpAddr {
    let trusted: Vec<IpAddr> = trusted.iter().map(|t| ip(t)).collect();
    client_address(ip(peer), header, &trusted)
}

#[test]
fn an_untrusted_peer_is_the_client_whatever_it_forwards() {
    assert_eq!(
        client("198.51.100.9", Some("203.0.113.7"), &[]),
        ip("198.51.100.9")
    );
    assert_eq!(
        client("198.51.100.9", Some("203.0.113.7"), &["127.0.0.1"]),
        ip("198.51.100.9")
    );
    assert_eq!(
        client("127.0.0.1", Some("203.0.113.7"), &[]),
        ip("127.0.0.1")
    );
}

#[test]
fn behind_a_trusted_proxy_the_right_most_untrusted_entry_is_the_client() {
    let nginx = ["127.0.0.1"];
    assert_eq!(
        client("127.0.0.1", Some("203.0.113.7"), &nginx),
        ip("203.0.113.7")
    );
    // Whatever the client put in front of the address nginx appended is not believed.
    assert_eq!(
        client("127.0.0.1", Some("10.9.9.9, 1.2.3.4,203.0.113.7"), &nginx),
        ip("203.0.113.7")
    );
    assert_eq!(
        client("127.0.0.1", Some("not an address, 203.0.113.7"), &nginx),
        ip("203.0.113.7")
    );
    // A chain of trusted proxies is walked from the right.
    let chain = ["127.0.0.1", "10.0.0.2", "10.0.0.3"];
    assert_eq!(
        client(
            "127.0.0.1",
            Some("6.6.6.6, 203.0.113.7, 10.0.0.3, 10.0.0.2"),
            &chain
        ),
        ip("203.0.113.7")
    );
    // Several header lines arrive joined with commas, in order.
    assert_eq!(
        client("127.0.0.1", Some("6.6.6.6,203.0.113.7"), &nginx),
        ip("203.0.113.7")
    );
    // IPv6, ports, and IPv4-mapped forms.
    assert_eq!(
        client("::1", Some(" 2001:db8::7 "), &["::1"]),
        ip("2001:db8::7")
    );
    assert_eq!(
        client("::ffff:127.0.0.1", Some("::ffff:203.0.113.7"), &nginx),
        ip("203.0.113.7")
    );
    assert_eq!(
        client("127.0.0.1", Some("203.0.113.7:5000"), &nginx),
        ip("203.0.113.7")
    );
    assert_eq!(
        client("127.0.0.1", Some("[2001:db8::7]:5000"), &nginx),
        ip("2001:db8::7")
    );
}

#[test]
fn an_absent_or_unreadable_header_leaves_the_peer() {
    let nginx = ["127.0.0.1"];
    for header in [
        None,
        Some(""),
        Some("   "),
        Some("unknown"),
        Some("203.0.113.7, "),
        Some("203.0.113.7, garbage"),
        Some("203.0.113.7;"),
        Some("10.0.0.0/8"),
    ] {
        assert_eq!(
            client("127.0.0.1", header, &nginx),
            ip("127.0.0.1"),
            "{header:?}"
        );
    }
    // Only trusted proxies listed: the request came from one of them.
    assert_eq!(
        client("127.0.0.1", Some("127.0.0.1, 127.0.0.1"), &nginx),
        ip("127.0.0.1")
    );
    assert_eq!(
        client("::ffff:127.0.0.1", None, &nginx),
        ip("127.0.0.1"),
        "the peer itself is canonical"
    );
}
