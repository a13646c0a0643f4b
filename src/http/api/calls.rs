//! The table of calls: each row is a path, who may make it, its description (which carries
//! the method) and its handler (`call.rs`). The router ([`super::OshecApi`]'s `add_routes`)
//! and the document (`meta`, served at `/openapi.json`) are both made from [`all`], so a call
//! cannot be served without its description, nor described without being served, nor guarded
//! otherwise than its description says (docs/architecture.md).
use poem_openapi::registry::MetaPath;

use super::account::{MANAGE_ACCOUNTS, OPEN_AUDIT};
use super::call::{Access, Call};
use super::content::{REORDERING, TOGGLING};
use super::doc::{LOGIN_PATH, LOGOUT_PATH};
use super::{account, backups, content, doc, feedback, health, sign_in, site, workflow};
use crate::content::entities::{ENTITIES, Order};

/// Every call of the API, in the order the document was always written.
pub fn all() -> Vec<Call> {
    use Access::{Administrators, Anonymous, Moderators, SignedIn, TokenOptional};
    let auth = doc::auth_operations();
    let ops = doc::account_operations();
    let security = doc::security_operations();
    let mut calls = vec![
        Call::new(
            LOGIN_PATH,
            Anonymous,
            auth.authenticate,
            sign_in::authenticate,
        ),
        Call::new(LOGOUT_PATH, SignedIn, auth.logout, sign_in::logout),
        Call::new(
            "/audit/list",
            Moderators(OPEN_AUDIT),
            ops.audit_list,
            account::audit_list,
        ),
        Call::new(
            "/audit/latest",
            SignedIn,
            ops.audit_latest,
            account::audit_latest,
        ),
        Call::new(
            "/account/password",
            SignedIn,
            ops.change_password,
            account::change_password,
        ),
        Call::new(
            "/account/logoutAll",
            SignedIn,
            ops.logout_everywhere,
            account::logout_everywhere,
        ),
        Call::new(
            "/account/admins",
            Administrators(MANAGE_ACCOUNTS),
            ops.admins,
            account::admins,
        ),
        Call::new(
            "/account/admins/manage",
            Administrators(MANAGE_ACCOUNTS),
            ops.manage_admin,
            account::manage_admin,
        ),
        Call::new(
            "/account/admins/removeMfa",
            Administrators(MANAGE_ACCOUNTS),
            ops.remove_mfa,
            account::remove_mfa,
        ),
        Call::new(
            "/account/mfa",
            SignedIn,
            security.mfa_status,
            account::mfa_status,
        ),
        Call::new(
            "/account/mfa/setup",
            SignedIn,
            security.mfa_setup,
            account::mfa_setup,
        ),
        Call::new(
            "/account/mfa/enable",
            SignedIn,
            security.mfa_enable,
            account::mfa_enable,
        ),
        Call::new(
            "/account/mfa/disable",
            SignedIn,
            security.mfa_disable,
            account::mfa_disable,
        ),
        Call::new(
            "/account/mfa/recoveryCodes",
            SignedIn,
            security.mfa_recovery_codes,
            account::mfa_recovery_codes,
        ),
        Call::new(
            "/account/sessions",
            SignedIn,
            security.sessions,
            account::sessions,
        ),
        Call::new(
            "/account/sessions/end",
            SignedIn,
            security.end_session,
            account::end_session,
        ),
    ];
    for entity in &ENTITIES {
        calls.extend([
            Call::new(
                entity.list_path,
                TokenOptional,
                doc::list_operation(entity),
                move |ctx| content::list(ctx, entity),
            ),
            Call::new(
                entity.manage_path,
                SignedIn,
                doc::manage_operation(entity),
                move |ctx| content::manage(ctx, entity),
            ),
            Call::new(
                entity.get_path,
                SignedIn,
                doc::get_operation(entity),
                move |ctx| content::get_by_id(ctx, entity),
            ),
            Call::new(
                entity.toggle_path,
                Moderators(TOGGLING),
                doc::toggle_operation(entity),
                move |ctx| content::toggle(ctx, entity),
            ),
        ]);
        if entity.order == Order::Display {
            calls.push(Call::new(
                content::move_path(entity),
                Moderators(REORDERING),
                doc::move_operation(entity),
                move |ctx| content::move_item(ctx, entity),
            ));
        }
    }
    calls.extend(feedback::calls());
    calls.extend(workflow::calls());
    calls.extend(backups::calls());
    let found = doc::site_operations();
    calls.extend([
        Call::new(doc::SEARCH_PATH, Anonymous, found.search, site::search),
        Call::new(
            doc::UPDATED_PATH,
            Anonymous,
            found.last_updated,
            site::last_updated,
        ),
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
