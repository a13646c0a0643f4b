//! Security headers: the one place they are set.

use super::*;

/// `blob:` in img-src is for the back office's preview of a chosen file, an object URL that
/// only the page's own script can make. The site may frame itself (`frame-src 'self'`,
/// `frame-ancestors 'self'`) for the back office's preview of a public page; no other site may
/// frame it.
pub(super) const CSP: &str = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; \
img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; \
frame-src 'self' https://www.youtube-nocookie.com https://www.google.com; \
object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'";

/// [`CSP`], plus the hash of the home page's inline script when this build has one
/// (see `home`). Made once; each response gets a reference-counted copy of the header.
pub(super) static SITE_CSP: LazyLock<HeaderValue> = LazyLock::new(|| {
    let Some(shell) = home::shell() else {
        return HeaderValue::from_static(CSP);
    };
    let csp = CSP.replacen(
        "script-src 'self';",
        &format!("script-src 'self' {};", shell.script_source()),
        1,
    );
    HeaderValue::from_maybe_shared(Bytes::from(csp))
        .unwrap_or_else(|_| HeaderValue::from_static(CSP))
});

/// Swagger UI is a page of inline script and style (poem-openapi's build); only it gets this.
pub(super) const DOCS_CSP: &str = "default-src 'self'; script-src 'self' 'unsafe-inline'; \
style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; \
object-src 'none'; base-uri 'self'; frame-ancestors 'none'";

pub(super) const COOP: HeaderName = HeaderName::from_static("cross-origin-opener-policy");
pub(super) const PERMISSIONS_POLICY: HeaderName = HeaderName::from_static("permissions-policy");
pub(super) const POWERED_BY: HeaderName = HeaderName::from_static("x-powered-by");

/// Sets the site's security headers. A policy the answer already carries is kept: a stored
/// document sets its own (`sandbox`), stricter than the site's.
pub(super) fn apply_security_headers(path: &str, headers: &mut HeaderMap) {
    if !headers.contains_key(header::CONTENT_SECURITY_POLICY) {
        let csp = if path.starts_with("/oshec/api/docs") {
            HeaderValue::from_static(DOCS_CSP)
        } else {
            SITE_CSP.clone()
        };
        headers.insert(header::CONTENT_SECURITY_POLICY, csp);
    }
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    headers.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("strict-origin-when-cross-origin"),
    );
    // For browsers that predate frame-ancestors.
    headers.insert(
        header::X_FRAME_OPTIONS,
        HeaderValue::from_static("SAMEORIGIN"),
    );
    headers.insert(COOP, HeaderValue::from_static("same-origin"));
    headers.insert(
        PERMISSIONS_POLICY,
        HeaderValue::from_static("camera=(), microphone=(), geolocation=(), payment=()"),
    );
    // No product or version to fingerprint.
    headers.remove(header::SERVER);
    headers.remove(POWERED_BY);
}
