//! Signing in and out (docs/sign-in.md).
use poem::Response;
use poem::http::StatusCode;
use serde_json::{Value, json};

use super::call::{Access, Call, Ctx, Input};
use super::client::client_ip;
use super::doc::{LOGIN_PATH, LOGOUT_PATH, auth_operations};
use super::error::{ApiError, envelope_json};
use super::form::{body_bytes, decode_base64};
use super::reply::json_response;
use crate::auth::{AuthError, Credentials};
use crate::messages::msg;

/// `POST /allowAll/authenticate`: text/plain body, base64 of `{userName, password, captcha}`.
async fn authenticate(ctx: Ctx) -> Result<Response, ApiError> {
    let Ctx {
        state,
        req,
        mut body,
        ..
    } = ctx;
    let text = body_bytes(&mut body, "The sign-in request").await?;
    let text = String::from_utf8(text.to_vec())
        .map_err(|_| ApiError::BadRequest(msg!("sign-in-base64")))?;
    let bytes = decode_base64("The sign-in request", text.trim())?;
    let login: Value =
        serde_json::from_slice(&bytes).map_err(|_| ApiError::BadRequest(msg!("sign-in-json")))?;
    let field = |name: &str| login.get(name).and_then(Value::as_str).unwrap_or("");
    let (user, password) = (
        field("userName").trim().to_string(),
        field("password").to_string(),
    );
    if user.is_empty() || password.is_empty() {
        return Err(ApiError::BadRequest(msg!("sign-in-both")));
    }
    // The second factor's code, for an account that has one (docs/sign-in.md).
    let otp = match login.get("otp") {
        None | Some(Value::Null) => None,
        Some(Value::String(code)) if code.chars().count() <= 64 => Some(code.clone()),
        Some(_) => {
            return Err(ApiError::BadRequest(msg!("sign-in-otp")));
        }
    };
    let client = client_ip(&state, &req);
    let user_agent = req
        .headers()
        .get(poem::http::header::USER_AGENT)
        .and_then(|v| v.to_str().ok())
        .map(str::to_string);
    let credentials = Credentials {
        user: &user,
        password: &password,
        otp: otp.as_deref(),
        client,
        user_agent: user_agent.as_deref(),
    };
    match state.auth.sign_in(&credentials).await {
        // docs/decisions.md's shape (data: the token), with the account's role and whether it must
        // choose a new password (docs/roles.md) or set up a second factor (docs/sign-in.md)
        // before anything else beside it.
        Ok(signed_in) => Ok(json_response(
            StatusCode::OK,
            &json!({
                "outcome": true,
                "message": "Login successful.",
                "data": signed_in.token,
                "role": signed_in.role.as_str(),
                "mustChangePassword": signed_in.must_change_password,
                "mfaEnrolmentRequired": signed_in.mfa_enrolment_required,
            }),
        )),
        // 200, not 401: a 401 would trip the client's session-ended handler (docs/decisions.md §6).
        Err(AuthError::InvalidCredentials) => Ok(json_response(
            StatusCode::OK,
            &envelope_json(&msg!("sign-in-failed")),
        )),
        // The password was right; the code is missing or wrong.
        Err(e @ AuthError::MfaRequired { .. }) => {
            let mut body = envelope_json(&ApiError::from(e).message());
            body["data"] = json!({"mfaRequired": true});
            Ok(json_response(StatusCode::UNAUTHORIZED, &body))
        }
        Err(e) => Err(e.into()),
    }
}

/// `POST /logout`: revokes the caller's token.
fn logout(ctx: Ctx) -> Result<Response, ApiError> {
    let (state, caller, req, _) = ctx.signed()?;
    let client = client_ip(&state, &req);
    state.auth.logout_from(&caller.token, Some(client))?;
    Ok(json_response(
        StatusCode::OK,
        &json!({"outcome": true, "message": "Logged out successfully!"}),
    ))
}

/// Sign-in (anyone) and sign-out (the token's holder), with their descriptions.
pub fn calls() -> Vec<Call> {
    let auth = auth_operations();
    vec![
        Call::new(
            LOGIN_PATH,
            Access::Anonymous,
            auth.authenticate,
            authenticate,
        )
        .reads(Input::Small),
        Call::blocking(LOGOUT_PATH, Access::SignedIn, auth.logout, logout),
    ]
}
