//! Who calls, and whether they may: the one sign-in check of every call, and the refusals
//! of a role (docs/roles.md). The call's row says which check applies (`call::Access`).
use poem::Request;

use super::blocking::blocking;
use super::client::client_ip;
use super::doc::LOGOUT_PATH;
use super::error::{ApiError, sign_in_first};
use super::form::bearer;
use super::state::ApiState;
use crate::audit::Actor;
use crate::auth::{Role, Session};
use crate::content::Authority;
use crate::messages::{Msg, msg};

/// Who calls: their token, session (role and account) and the actor their changes name.
pub struct Caller {
    pub token: String,
    pub session: Session,
    pub actor: Actor,
}

impl Caller {
    /// What the caller's saves do, under the `review_all` setting: the one answer to "does
    /// this publish?" for every call.
    pub fn authority(&self, state: &ApiState) -> Authority {
        Authority::of(self.role().moderates(), state.review_all)
    }

    pub fn role(&self) -> Role {
        self.session.role
    }

    /// 403 with `refusal` unless the caller moderates content (approvers, administrators).
    pub fn must_moderate(&self, refusal: Deed) -> Result<(), ApiError> {
        if self.role().moderates() {
            Ok(())
        } else {
            Err(ApiError::Forbidden(role_refusal(self.role(), refusal)))
        }
    }

    /// 403 with `refusal` unless the caller is an administrator.
    pub fn must_administer(&self, refusal: Deed) -> Result<(), ApiError> {
        if self.role().administers() {
            Ok(())
        } else {
            Err(ApiError::Forbidden(role_refusal(self.role(), refusal)))
        }
    }

    /// The e-mail of a caller who sees only their own unpublished drafts (contributors:
    /// docs/roles.md); `None` for those who see every item.
    pub fn hides_drafts(&self) -> Option<String> {
        (!self.role().moderates()).then(|| self.actor.admin.clone())
    }
}

/// What a role may not do, said in both languages: "publish content".
pub type Deed = (&'static str, &'static str);

/// "A contributor may not publish content." (docs/roles.md)
fn role_refusal(role: Role, what: Deed) -> Msg {
    let (article, od) = match role {
        Role::Administrator => ("An", "ପ୍ରଶାସକ"),
        Role::Approver => ("An", "ଅନୁମୋଦକ"),
        Role::Contributor => ("A", "ଲେଖକ"),
    };
    msg!(
        "role-may-not",
        role = (format!("{article} {role}"), od.to_string()),
        what = what
    )
}

/// The calls an account that must change its password, or set up a second factor, may still
/// make (docs/roles.md, docs/sign-in.md).
const WHILE_PASSWORD_MUST_CHANGE: [&str; 2] = ["/account/password", LOGOUT_PATH];
const WHILE_FACTOR_MUST_BE_SET_UP: [&str; 4] = [
    "/account/mfa",
    "/account/mfa/setup",
    "/account/mfa/enable",
    LOGOUT_PATH,
];

/// The signed-in caller (else 401). An account whose password was set by an administrator
/// gets 403 on every call but the password change and sign-out until it chooses its own; one
/// signed in under `require_mfa` without a factor, on every call but setting one up.
pub(super) async fn signed_in(state: &ApiState, req: &Request) -> Result<Caller, ApiError> {
    let token = bearer(req).ok_or_else(|| ApiError::Unauthorized(sign_in_first()))??;
    let client = client_ip(state, req);
    let auth = state.auth.clone();
    let asked = token.clone();
    let session = blocking(move || auth.session(&asked, Some(client))).await?;
    let path = req.uri().path();
    let is = |list: &[&str]| list.iter().any(|allowed| path.ends_with(allowed));
    let allowed = !(session.must_change_password || session.enrol_only)
        || (session.must_change_password && is(&WHILE_PASSWORD_MUST_CHANGE))
        || (session.enrol_only && is(&WHILE_FACTOR_MUST_BE_SET_UP));
    if !allowed {
        return Err(ApiError::Forbidden(if session.enrol_only {
            msg!("mfa-set-up-first")
        } else {
            msg!("password-change-first")
        }));
    }
    let actor = Actor::admin(&session.email, client).in_role(session.role.as_str());
    Ok(Caller {
        token,
        session,
        actor,
    })
}
