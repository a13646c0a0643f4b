//! The address a client is counted under by the limiters (sign-in, feedback), and which
//! addresses are internal to the server's network (the link check refuses them).
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};

/// IPv4 addresses as they are; an IPv6 address as its /64 network, the block one subscriber
/// usually gets whole (RFC 6177), so hopping between its addresses does not reset a count.
pub fn counted(ip: IpAddr) -> IpAddr {
    match ip.to_canonical() {
        IpAddr::V6(v6) => {
            let bits = u128::from(v6) & !((1u128 << 64) - 1);
            IpAddr::V6(Ipv6Addr::from(bits))
        }
        v4 => v4,
    }
}

/// Whether `ip` is not a public address of the Internet: loopback, private (RFC 1918, IPv6
/// unique local), shared (100.64.0.0/10), link-local (169.254.0.0/16 with the cloud metadata
/// service, fe80::/10), multicast, broadcast, unspecified, documentation, benchmarking or
/// reserved. IPv4 carried in IPv6 (mapped, compatible, NAT64, 6to4) is judged as that IPv4
/// address, so `[::ffff:127.0.0.1]` is loopback.
pub fn is_internal(ip: IpAddr) -> bool {
    match ip.to_canonical() {
        IpAddr::V4(v4) => is_internal_v4(v4),
        IpAddr::V6(v6) => is_internal_v6(v6),
    }
}

fn is_internal_v4(ip: Ipv4Addr) -> bool {
    let [a, b, c, _] = ip.octets();
    ip.is_unspecified()
        || ip.is_loopback()
        || ip.is_private()
        || ip.is_link_local()
        || ip.is_multicast()
        || ip.is_broadcast()
        || ip.is_documentation()
        || a == 0 // "this network", 0.0.0.0/8
        || (a == 100 && (64..128).contains(&b)) // shared address space, 100.64.0.0/10
        || (a == 192 && b == 0 && c == 0) // IETF protocol assignments, 192.0.0.0/24
        || (a == 198 && (b == 18 || b == 19)) // benchmarking, 198.18.0.0/15
        || a >= 240 // reserved, 240.0.0.0/4
}

fn is_internal_v6(ip: Ipv6Addr) -> bool {
    let segments = ip.segments();
    let bits = u128::from(ip);
    let embedded_v4 = |shift: u32| Ipv4Addr::from(((bits >> shift) & 0xffff_ffff) as u32);
    ip.is_unspecified()
        || ip.is_loopback()
        || ip.is_multicast()
        || (segments[0] & 0xfe00) == 0xfc00 // unique local, fc00::/7
        || (segments[0] & 0xffc0) == 0xfe80 // link-local, fe80::/10
        || (segments[0] & 0xffc0) == 0xfec0 // site-local (deprecated), fec0::/10
        || (segments[0] == 0x2001 && segments[1] == 0x0db8) // documentation, 2001:db8::/32
        || bits >> 32 == 0 // IPv4-compatible (deprecated), ::/96
        || (bits >> 32 == 0x0064_ff9b_0000_0000_0000_0000 && is_internal_v4(embedded_v4(0))) // NAT64
        || (segments[0] == 0x2002 && is_internal_v4(embedded_v4(80))) // 6to4, 2002::/16
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn internal_addresses_in_every_spelling() {
        for ip in [
            "127.0.0.1",
            "127.255.0.9",
            "0.0.0.0",
            "10.1.2.3",
            "172.16.0.1",
            "192.168.1.1",
            "169.254.169.254",
            "100.64.0.1",
            "224.0.0.1",
            "255.255.255.255",
            "::1",
            "::",
            "::ffff:127.0.0.1",
            "::127.0.0.1",
            "fd00::1",
            "fe80::1",
            "ff02::1",
            "64:ff9b::a9fe:a9fe",
            "2002:7f00:1::",
        ] {
            assert!(is_internal(ip.parse().unwrap()), "{ip}");
        }
        for ip in [
            "93.184.216.34",
            "8.8.8.8",
            "2606:4700::1111",
            "64:ff9b::808:808",
        ] {
            assert!(!is_internal(ip.parse().unwrap()), "{ip}");
        }
    }

    #[test]
    fn ipv6_is_counted_per_64() {
        let a: IpAddr = "2001:db8:1:2:aaaa::1".parse().unwrap();
        let b: IpAddr = "2001:db8:1:2:ffff:1:2:3".parse().unwrap();
        let c: IpAddr = "2001:db8:1:3::1".parse().unwrap();
        assert_eq!(counted(a), counted(b));
        assert_ne!(counted(a), counted(c));
        assert_eq!(counted(a).to_string(), "2001:db8:1:2::");
        let v4: IpAddr = "203.0.113.7".parse().unwrap();
        assert_eq!(counted(v4), v4);
        let mapped: IpAddr = "::ffff:203.0.113.7".parse().unwrap();
        assert_eq!(counted(mapped), v4);
    }
}
