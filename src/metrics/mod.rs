//! Prometheus metrics on a listener of their own (`metrics_bind`), never the public port.
//!
//! Built on the `metrics` facade with `metrics-exporter-prometheus` as the recorder: the
//! facade lets any layer count what it sees (failed sign-ins in `auth`, backups in `backup`)
//! without being handed a registry, and is a no-op when no recorder is installed, which is
//! the case unless `metrics_bind` is set. The exporter is used without its own HTTP server
//! (its hyper listener would be a second HTTP stack); the text is served by poem here.
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Instant;

use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};
use poem::listener::TcpAcceptor;
use poem::{Endpoint, EndpointExt, IntoResponse, Request, Response, Route, get, handler};

use crate::backup::Backups;
use crate::clock;
use crate::content::entities::ENTITIES;
use crate::store::Store;

const REQUESTS: &str = "oshec_http_requests_total";
const DURATION: &str = "oshec_http_request_duration_seconds";

/// Request latency buckets, in seconds: prepared answers take well under a millisecond,
/// sign-ins (Argon2) a few hundred.
const BUCKETS: &[f64] = &[
    0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0,
];

#[derive(Debug, thiserror::Error)]
pub enum MetricsError {
    #[error("metrics: {0}")]
    Recorder(String),
    #[error("cannot listen for metrics on {addr}: {reason}. Choose another metrics_bind")]
    Bind { addr: SocketAddr, reason: String },
}

/// The route group a path belongs to: few values, so the series stay few.
pub fn route_group(path: &str) -> &'static str {
    if path == "/healthz" {
        "health"
    } else if path == "/oshec/api/allowAll/authenticate" {
        "sign_in"
    } else if path.starts_with("/oshec/api/audit/") || path.starts_with("/oshec/api/account/") {
        "account"
    } else if path.starts_with("/oshec/api/") && path.ends_with("/allowAll/list") {
        "list"
    } else if path.starts_with("/oshec/api/") {
        "api"
    } else if path.starts_with("/uploads/") {
        "uploads"
    } else if path.starts_with("/assets/") {
        "assets"
    } else {
        "pages"
    }
}

/// Counts and times every request of `ep` (a no-op when no recorder is installed).
pub fn track<E: Endpoint + 'static>(ep: E) -> impl Endpoint<Output = Response> {
    ep.around(|ep, req: Request| async move {
        let group = route_group(req.uri().path());
        let started = Instant::now();
        let resp = ep.call(req).await.map(IntoResponse::into_response);
        let status = match &resp {
            Ok(r) => r.status().as_u16(),
            Err(e) => e.status().as_u16(),
        };
        metrics::counter!(REQUESTS, "group" => group, "status" => status.to_string()).increment(1);
        metrics::histogram!(DURATION, "group" => group).record(started.elapsed().as_secs_f64());
        resp
    })
}

/// What the scrape reads at the moment it is made.
pub struct Gauges {
    pub store: Arc<Store>,
    pub database: PathBuf,
    pub backups: Arc<Backups>,
}

impl Gauges {
    fn update(&self) {
        if let Ok(meta) = std::fs::metadata(&self.database) {
            metrics::gauge!("oshec_database_bytes").set(meta.len() as f64);
        }
        for entity in &ENTITIES {
            match self.store.count(entity.key) {
                Ok(n) => metrics::gauge!("oshec_records", "entity" => entity.key).set(n as f64),
                Err(e) => {
                    tracing::warn!(entity = entity.key, error = %e, "metrics: counting failed")
                }
            }
        }
        // Infinite (Prometheus reads "inf") until a backup is known, so an alert on "older than a day" fires from the start.
        let age = self.backups.last_good_ms().map_or(f64::INFINITY, |ms| {
            clock::now_ms().saturating_sub(ms) as f64 / 1000.0
        });
        metrics::gauge!("oshec_seconds_since_last_good_backup").set(age);
    }
}

/// Installs the recorder; from here on every counter of the process is kept.
pub fn install() -> Result<PrometheusHandle, MetricsError> {
    let handle = PrometheusBuilder::new()
        .set_buckets_for_metric(Matcher::Full(DURATION.to_string()), BUCKETS)
        .map_err(|e| MetricsError::Recorder(e.to_string()))?
        .install_recorder()
        .map_err(|e| MetricsError::Recorder(e.to_string()))?;
    metrics::describe_counter!(REQUESTS, "HTTP requests by route group and status");
    metrics::describe_histogram!(
        DURATION,
        metrics::Unit::Seconds,
        "HTTP request latency by route group"
    );
    metrics::describe_counter!("oshec_failed_sign_ins_total", "Failed sign-in attempts");
    metrics::describe_counter!(
        "oshec_password_checks_total",
        "Passwords checked against an Argon2 hash (a dummy one for an unknown name)"
    );
    metrics::describe_counter!("oshec_backups_total", "Backups by outcome (ok, failed)");
    metrics::describe_gauge!("oshec_database_bytes", "Size of the database file");
    metrics::describe_gauge!("oshec_records", "Content records per entity");
    metrics::describe_gauge!(
        "oshec_seconds_since_last_good_backup",
        "Seconds since the last backup that was written and checked (infinite when none is known)"
    );
    // Present from the start, so a rate over them works before the first event.
    metrics::counter!("oshec_failed_sign_ins_total").increment(0);
    metrics::counter!("oshec_password_checks_total").increment(0);
    metrics::counter!("oshec_backups_total", "outcome" => "failed").increment(0);
    Ok(handle)
}

/// Binds the metrics listener now (so a taken address stops start-up) and returns the
/// future that serves `/metrics` on it.
pub async fn listen(
    addr: SocketAddr,
    handle: PrometheusHandle,
    gauges: Gauges,
) -> Result<impl std::future::Future<Output = std::io::Result<()>>, MetricsError> {
    let listener = tokio::net::TcpListener::bind(addr)
        .await
        .map_err(|e| MetricsError::Bind {
            addr,
            reason: e.to_string(),
        })?;
    let local = listener.local_addr().map_err(|e| MetricsError::Bind {
        addr,
        reason: e.to_string(),
    })?;
    tracing::info!("metrics on http://{local}/metrics");
    let state = Arc::new((handle, gauges));
    let app = Route::new().at("/metrics", get(scrape).data(state));
    let acceptor = TcpAcceptor::from_tokio(listener).map_err(|e| MetricsError::Bind {
        addr,
        reason: e.to_string(),
    })?;
    Ok(poem::Server::new_with_acceptor(acceptor).run(app))
}

#[handler]
async fn scrape(state: poem::web::Data<&Arc<(PrometheusHandle, Gauges)>>) -> Response {
    let state = Arc::clone(state.0);
    let text = tokio::task::spawn_blocking(move || {
        state.1.update();
        state.0.run_upkeep();
        state.0.render()
    })
    .await
    .unwrap_or_default();
    Response::builder()
        .content_type("text/plain; version=0.0.4; charset=utf-8")
        .header("Cache-Control", "no-store")
        .body(text)
}

#[cfg(test)]
mod tests {
    use super::route_group;

    #[test]
    fn paths_fall_into_few_groups() {
        assert_eq!(route_group("/oshec/api/banner/allowAll/list"), "list");
        assert_eq!(route_group("/oshec/api/allowAll/authenticate"), "sign_in");
        assert_eq!(route_group("/oshec/api/banner/manage"), "api");
        assert_eq!(route_group("/oshec/api/audit/list"), "account");
        assert_eq!(route_group("/uploads/banner/1-ab.jpg"), "uploads");
        assert_eq!(route_group("/about/introduction"), "pages");
        assert_eq!(route_group("/healthz"), "health");
    }
}
