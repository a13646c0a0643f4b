//! Who is asking, by address: the TCP peer, or what a trusted proxy says it is.
use std::net::{IpAddr, Ipv4Addr, SocketAddr};

use poem::Request;

use super::state::ApiState;

/// The address a sign-in attempt is counted against (throttling per client address).
///
/// When the TCP `peer` is one of the `trusted` proxies, the client is the right-most address
/// of `X-Forwarded-For` that is not itself a trusted proxy: each proxy appends the address it
/// was reached from (nginx's `$proxy_add_x_forwarded_for`), so everything left of that is
/// whatever the client chose to send. `forwarded_for` is every `X-Forwarded-For` line of the
/// request joined with commas, `None` when there is none or one is not text. The peer is the
/// answer when it is not trusted, when the header is absent, when an entry that has to be read
/// is not an IP address, or when every entry is a trusted proxy. Entries may carry a port
/// (`203.0.113.7:5000`, `[2001:db8::7]:5000`); IPv4-mapped IPv6 addresses count as IPv4.
pub fn client_address(peer: IpAddr, forwarded_for: Option<&str>, trusted: &[IpAddr]) -> IpAddr {
    let peer = peer.to_canonical();
    if !trusted.contains(&peer) {
        return peer;
    }
    let Some(header) = forwarded_for else {
        return peer;
    };
    for entry in header.rsplit(',') {
        let entry = entry.trim();
        let Some(address) = entry
            .parse::<IpAddr>()
            .ok()
            .or_else(|| entry.parse::<SocketAddr>().ok().map(|a| a.ip()))
            .map(|ip| ip.to_canonical())
        else {
            return peer;
        };
        if !trusted.contains(&address) {
            return address;
        }
    }
    peer
}

/// Every `X-Forwarded-For` line of the request, joined as one list; `None` when there is
/// none or a line is not text.
fn forwarded_for(req: &Request) -> Option<String> {
    let mut joined: Option<String> = None;
    for value in req.headers().get_all("x-forwarded-for") {
        let value = value.to_str().ok()?;
        match &mut joined {
            Some(list) => {
                list.push(',');
                list.push_str(value);
            }
            None => joined = Some(value.to_string()),
        }
    }
    joined
}

/// The client's address: the TCP peer, or what a trusted proxy says it is.
pub(super) fn client_ip(state: &ApiState, req: &Request) -> IpAddr {
    let peer = req
        .remote_addr()
        .as_socket_addr()
        .map(|a| a.ip())
        .unwrap_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED));
    // The header is only read when a proxy is trusted at all.
    if state.trusted_proxies.is_empty() {
        peer.to_canonical()
    } else {
        client_address(peer, forwarded_for(req).as_deref(), &state.trusted_proxies)
    }
}

#[cfg(test)]
mod tests;
