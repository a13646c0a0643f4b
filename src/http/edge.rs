//! What the site decides about a request from the settings alone, before any handler: whether
//! its answer carries HSTS, and whether its address may use the back office (`admin_allow`).
use std::collections::HashMap;
use std::net::{IpAddr, Ipv4Addr};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use ipnet::IpNet;
use poem::Request;
use poem::http::{HeaderValue, header};

use crate::audit::{self, Actor, Change};
use crate::config::Settings;
use crate::store::{Store, StoreError};

/// One year, the least HSTS preload lists and audits accept.
const HSTS_MAX_AGE_SECS: u64 = 365 * 24 * 3600;
/// The API's sign-in call, which the allow-list guards like a token call.
const SIGN_IN_PATH: &str = "/oshec/api/allowAll/authenticate";
/// A refused address is written to the audit trail at most this often, so a stream of
/// refused requests cannot turn into a stream of durable writes.
const REFUSAL_AUDIT_EVERY: Duration = Duration::from_secs(60);
/// Past this many remembered addresses, those outside [`REFUSAL_AUDIT_EVERY`] are forgotten.
const REMEMBER_AT_MOST: usize = 10_000;

/// The message of a 403 from the allow-list.
pub fn refused() -> crate::messages::Msg {
    crate::msg!("address-not-allowed")
}

pub struct Edge {
    /// The `Strict-Transport-Security` value.
    hsts: HeaderValue,
    /// `public_url` is https: every answer carries HSTS.
    always_https: bool,
    trusted_proxies: Vec<IpAddr>,
    admin_allow: Vec<IpNet>,
    /// When each refused address was last written to the audit trail.
    last_refusal_audit: Mutex<HashMap<IpAddr, Instant>>,
}

impl Edge {
    pub fn new(settings: &Settings) -> Edge {
        let mut hsts = format!("max-age={HSTS_MAX_AGE_SECS}");
        if settings.hsts_include_subdomains {
            hsts.push_str("; includeSubDomains");
        }
        Edge {
            hsts: HeaderValue::from_str(&hsts)
                .unwrap_or_else(|_| HeaderValue::from_static("max-age=31536000")),
            always_https: settings
                .public_url
                .as_deref()
                .is_some_and(|u| u.to_ascii_lowercase().starts_with("https://")),
            trusted_proxies: settings.trusted_proxies.clone(),
            admin_allow: settings.admin_allow.clone(),
            last_refusal_audit: Mutex::new(HashMap::new()),
        }
    }

    /// The HSTS header for the answer to `req`, when it came over HTTPS: the site's public
    /// address is https, or a trusted proxy says so with `X-Forwarded-Proto: https`. A client
    /// talking to the server directly cannot ask for it.
    pub fn hsts(&self, req: &Request) -> Option<HeaderValue> {
        if self.always_https {
            return Some(self.hsts.clone());
        }
        let via_trusted_proxy = self.trusted_proxies.contains(&peer(req));
        let https = req
            .header("x-forwarded-proto")
            .and_then(|v| v.split(',').next())
            .is_some_and(|p| p.trim().eq_ignore_ascii_case("https"));
        (via_trusted_proxy && https).then(|| self.hsts.clone())
    }

    /// The client's address when `req` is a back-office request from outside `admin_allow`:
    /// the back office's pages, the sign-in call, or any request carrying a token. `None`
    /// when it may go on.
    pub fn refused(&self, req: &Request) -> Option<IpAddr> {
        if self.admin_allow.is_empty() || !is_back_office(req) {
            return None;
        }
        let client = crate::http::api::client_address(
            peer(req),
            forwarded_for(req).as_deref(),
            &self.trusted_proxies,
        );
        (!self.admin_allow.iter().any(|n| n.contains(&client))).then_some(client)
    }

    /// Records a refusal in the audit trail, at most once a minute per address. Blocking.
    pub fn audit_refusal(
        &self,
        store: &Arc<Store>,
        client: IpAddr,
        path: &str,
    ) -> Result<(), StoreError> {
        let now = Instant::now();
        {
            let mut last = self
                .last_refusal_audit
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner);
            if last
                .get(&client)
                .is_some_and(|t| now.saturating_duration_since(*t) < REFUSAL_AUDIT_EVERY)
            {
                return Ok(());
            }
            if last.len() >= REMEMBER_AT_MOST {
                last.retain(|_, t| now.saturating_duration_since(*t) < REFUSAL_AUDIT_EVERY);
            }
            last.insert(client, now);
        }
        let actor = Actor {
            admin: String::new(),
            address: Some(client),
            role: None,
        };
        // The path only, like the request log: a query string may carry anything.
        let change = Change::new("path", None, Some(path));
        store.write(|tx| {
            audit::append(
                tx.txn(),
                &actor,
                "access-refused",
                "session",
                None,
                vec![change],
            )
            .map(|_| ())
        })
    }
}

/// The back office's pages (`/oshec` and below, but not the API's public calls), the sign-in
/// call, and every request with an `Authorization` header.
fn is_back_office(req: &Request) -> bool {
    let path = req.uri().path();
    let api = path == "/oshec/api" || path.starts_with("/oshec/api/");
    req.headers().contains_key(header::AUTHORIZATION)
        || path == SIGN_IN_PATH
        || (!api && (path == "/oshec" || path.starts_with("/oshec/")))
}

fn peer(req: &Request) -> IpAddr {
    req.remote_addr()
        .as_socket_addr()
        .map(|a| a.ip())
        .unwrap_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED))
        .to_canonical()
}

/// Every `X-Forwarded-For` line, joined; `None` when absent or not text.
fn forwarded_for(req: &Request) -> Option<String> {
    let mut lines = Vec::new();
    for value in req.headers().get_all("x-forwarded-for") {
        lines.push(value.to_str().ok()?);
    }
    (!lines.is_empty()).then(|| lines.join(","))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn request(path: &str, headers: &[(&str, &str)]) -> Request {
        let mut builder = Request::builder().uri_str(path);
        for (name, value) in headers {
            builder = builder.header(*name, *value);
        }
        builder.finish()
    }

    #[test]
    fn back_office_requests_are_the_guarded_ones() {
        assert!(is_back_office(&request("/oshec", &[])));
        assert!(is_back_office(&request("/oshec/admin/account", &[])));
        assert!(is_back_office(&request(SIGN_IN_PATH, &[])));
        assert!(is_back_office(&request(
            "/oshec/api/banner/allowAll/list",
            &[("authorization", "Bearer x")]
        )));
        assert!(!is_back_office(&request(
            "/oshec/api/banner/allowAll/list",
            &[]
        )));
        assert!(!is_back_office(&request("/", &[])));
        assert!(!is_back_office(&request("/oshecx", &[])));
    }
}
