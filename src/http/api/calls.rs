//! The table of calls: each row is a path, its OpenAPI operation (which carries the method)
//! and its handler. The router ([`super::OshecApi`]'s `add_routes`) and the document
//! (`meta`, served at `/openapi.json`) are both made from [`all`], so a call cannot be served
//! without its description, nor described without being served (docs/architecture.md).
use poem_openapi::registry::MetaPath;

use super::call::Call;
use super::doc::{LOGIN_PATH, LOGOUT_PATH};
use super::handlers;
use super::{account, backups, doc, feedback, health, site, workflow};
use crate::content::entities::{ENTITIES, Order};

/// Every call of the API, in the order the document was always written.
pub fn all() -> Vec<Call> {
    let auth = doc::auth_operations();
    let ops = doc::account_operations();
    let security = doc::security_operations();
    let mut calls = vec![
        Call::new(LOGIN_PATH, auth.authenticate, handlers::authenticate),
        Call::new(LOGOUT_PATH, auth.logout, |s, req, _| {
            handlers::logout(s, req)
        }),
        Call::new("/audit/list", ops.audit_list, |s, req, _| {
            account::audit_list(s, req)
        }),
        Call::new("/audit/latest", ops.audit_latest, |s, req, _| {
            account::audit_latest(s, req)
        }),
        Call::new(
            "/account/password",
            ops.change_password,
            account::change_password,
        ),
        Call::new("/account/logoutAll", ops.logout_everywhere, |s, req, _| {
            account::logout_everywhere(s, req)
        }),
        Call::new("/account/admins", ops.admins, |s, req, _| {
            account::admins(s, req)
        }),
        Call::new(
            "/account/admins/manage",
            ops.manage_admin,
            account::manage_admin,
        ),
        Call::new(
            "/account/admins/removeMfa",
            ops.remove_mfa,
            account::remove_mfa,
        ),
        Call::new("/account/mfa", security.mfa_status, |s, req, _| {
            account::mfa_status(s, req)
        }),
        Call::new("/account/mfa/setup", security.mfa_setup, |s, req, _| {
            account::mfa_setup(s, req)
        }),
        Call::new(
            "/account/mfa/enable",
            security.mfa_enable,
            account::mfa_enable,
        ),
        Call::new(
            "/account/mfa/disable",
            security.mfa_disable,
            account::mfa_disable,
        ),
        Call::new(
            "/account/mfa/recoveryCodes",
            security.mfa_recovery_codes,
            account::mfa_recovery_codes,
        ),
        Call::new("/account/sessions", security.sessions, |s, req, _| {
            account::sessions(s, req)
        }),
        Call::new(
            "/account/sessions/end",
            security.end_session,
            account::end_session,
        ),
    ];
    for entity in &ENTITIES {
        calls.extend([
            Call::new(
                entity.list_path,
                doc::list_operation(entity),
                move |s, req, _| handlers::list(s, entity, req),
            ),
            Call::new(
                entity.manage_path,
                doc::manage_operation(entity),
                move |s, req, body| handlers::manage(s, entity, req, body),
            ),
            Call::new(
                entity.get_path,
                doc::get_operation(entity),
                move |s, req, body| handlers::get_by_id(s, entity, req, body),
            ),
            Call::new(
                entity.toggle_path,
                doc::toggle_operation(entity),
                move |s, req, body| handlers::toggle(s, entity, req, body),
            ),
        ]);
        if entity.order == Order::Display {
            calls.push(Call::new(
                handlers::move_path(entity),
                doc::move_operation(entity),
                move |s, req, body| handlers::move_item(s, entity, req, body),
            ));
        }
    }
    calls.extend(feedback::calls());
    calls.extend(workflow::calls());
    calls.extend(backups::calls());
    let found = doc::site_operations();
    calls.extend([
        Call::new(doc::SEARCH_PATH, found.search, |s, req, _| {
            site::search(s, req)
        }),
        Call::new(doc::UPDATED_PATH, found.last_updated, |s, req, _| {
            site::last_updated(s, req)
        }),
    ]);
    calls.extend(health::calls());
    calls
}

/// The document's paths: the operations of one path (GET and POST /workflow/preview) are
/// one entry.
pub fn paths(calls: Vec<Call>) -> Vec<MetaPath> {
    let mut paths: Vec<MetaPath> = Vec::new();
    for call in calls {
        match paths.iter_mut().find(|p| p.path == call.path) {
            Some(same) => same.operations.push(call.operation),
            None => paths.push(MetaPath {
                path: call.path,
                operations: vec![call.operation],
            }),
        }
    }
    paths
}
