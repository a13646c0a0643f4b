//! The catalogue's messages of signing in, sessions, accounts and the second factor.

use super::*;

/// Signing in, sessions and accounts.
pub(super) const ACCOUNTS: &[Row] = &[
    row(
        "sign-in-failed",
        "Invalid username or password.",
        "ଉପଯୋଗକର୍ତ୍ତା ନାମ କିମ୍ବା ପାସୱାର୍ଡ ଭୁଲ।",
    ),
    row(
        "sign-in-throttled",
        "Too many failed sign-in attempts. Try again in {n} seconds.",
        "ଅନେକ ଥର ଲଗଇନ୍ ବିଫଳ ହେଲା। {n} ସେକେଣ୍ଡ ପରେ ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।",
    ),
    row(
        "sign-in-first",
        "Please sign in to do this.",
        "ଏହା କରିବା ପାଇଁ ଦୟାକରି ଲଗଇନ୍ କରନ୍ତୁ।",
    ),
    row(
        "sign-in-both",
        "Both username and password are required.",
        "ଉଭୟ ଉପଯୋଗକର୍ତ୍ତା ନାମ ଓ ପାସୱାର୍ଡ ଆବଶ୍ୟକ।",
    ),
    row(
        "sign-in-base64",
        "The sign-in request must be base64 text.",
        "ଲଗଇନ୍ ଅନୁରୋଧ ସଠିକ୍ ଭାବେ ସଂକେତିତ ହୋଇନାହିଁ।",
    ),
    row(
        "sign-in-json",
        "The sign-in request does not hold valid JSON once decoded.",
        "ଲଗଇନ୍ ଅନୁରୋଧରେ ବୈଧ JSON ନାହିଁ।",
    ),
    row(
        "sign-in-otp",
        "otp must be the six-digit code from your authenticator app, or a recovery code.",
        "କୋଡ୍ ଆପଣଙ୍କ ପ୍ରମାଣୀକରଣ ଆପର ଛଅ ଅଙ୍କ ବିଶିଷ୍ଟ କୋଡ୍, କିମ୍ବା ଏକ ପୁନରୁଦ୍ଧାର କୋଡ୍ ହେବା ଆବଶ୍ୟକ।",
    ),
    row(
        "session-invalid",
        "Your session is not valid. Please sign in again.",
        "ଆପଣଙ୍କ ସେସନ ବୈଧ ନୁହେଁ। ଦୟାକରି ପୁଣି ଲଗଇନ୍ କରନ୍ତୁ।",
    ),
    row(
        "session-not-found",
        "There is no session with that id: it may have ended already.",
        "ସେହି ସେସନ ମିଳିଲା ନାହିଁ: ଏହା ହୁଏତ ପୂର୍ବରୁ ଶେଷ ହୋଇସାରିଛି।",
    ),
    row(
        "session-id",
        "Give the sessionId of a session from the list.",
        "ତାଲିକାରୁ ଏକ ସେସନ ବାଛନ୍ତୁ।",
    ),
    row(
        "end-others-session",
        "Only an administrator may end another account's session.",
        "କେବଳ ଜଣେ ପ୍ରଶାସକ ଅନ୍ୟ ଖାତାର ସେସନ ଶେଷ କରିପାରିବେ।",
    ),
    row(
        "password-change-first",
        "Choose a new password first: your account's password was set by an administrator.",
        "ପ୍ରଥମେ ଏକ ନୂଆ ପାସୱାର୍ଡ ବାଛନ୍ତୁ: ଆପଣଙ୍କ ଖାତାର ପାସୱାର୍ଡ ଜଣେ ପ୍ରଶାସକ ସ୍ଥିର କରିଥିଲେ।",
    ),
    row(
        "password-wrong",
        "The current password is not right.",
        "ବର୍ତ୍ତମାନର ପାସୱାର୍ଡ ଠିକ୍ ନୁହେଁ।",
    ),
    row(
        "password-give-all",
        "Give your current password and the new one twice.",
        "ଆପଣଙ୍କ ବର୍ତ୍ତମାନର ପାସୱାର୍ଡ, ଓ ନୂଆ ପାସୱାର୍ଡ ଦୁଇ ଥର ଦିଅନ୍ତୁ।",
    ),
    row(
        "passwords-differ",
        "The two new passwords differ.",
        "ଦୁଇଟି ନୂଆ ପାସୱାର୍ଡ ଅଲଗା।",
    ),
    row(
        "password-same",
        "The new password must differ from the current one (a temporary password an administrator set must be replaced).",
        "ନୂଆ ପାସୱାର୍ଡ ବର୍ତ୍ତମାନର ପାସୱାର୍ଡଠାରୁ ଅଲଗା ହେବା ଆବଶ୍ୟକ (ପ୍ରଶାସକ ସ୍ଥିର କରିଥିବା ଅସ୍ଥାୟୀ ପାସୱାର୍ଡ ବଦଳାଇବା ଆବଶ୍ୟକ)।",
    ),
    row(
        "password-first",
        "Give the new account a first password.",
        "ନୂଆ ଖାତା ପାଇଁ ଏକ ପ୍ରଥମ ପାସୱାର୍ଡ ଦିଅନ୍ତୁ।",
    ),
    row(
        "password-too-short",
        "The password must have at least {n} characters.",
        "ପାସୱାର୍ଡରେ ଅତି କମରେ {n}ଟି ଅକ୍ଷର ରହିବା ଆବଶ୍ୟକ।",
    ),
    row(
        "password-too-long",
        "The password must have at most {n} bytes.",
        "ପାସୱାର୍ଡ ସର୍ବାଧିକ {n} ବାଇଟ୍ ହୋଇପାରିବ।",
    ),
    row(
        "password-blank",
        "The password must not be only spaces.",
        "ପାସୱାର୍ଡ କେବଳ ଖାଲି ସ୍ଥାନ ହୋଇପାରିବ ନାହିଁ।",
    ),
    row(
        "password-is-email",
        "The password must not be your e-mail address or its name part.",
        "ପାସୱାର୍ଡ ଆପଣଙ୍କ ଇମେଲ୍ ଠିକଣା ବା ତାହାର ନାମ ଅଂଶ ହୋଇପାରିବ ନାହିଁ।",
    ),
    row(
        "password-is-site-name",
        "The password must not be the name of this website.",
        "ପାସୱାର୍ଡ ଏହି ୱେବସାଇଟର ନାମ ହୋଇପାରିବ ନାହିଁ।",
    ),
    row(
        "password-common",
        "The password is in a list of common passwords known from breaches, which attackers try first. Choose another, such as a few unrelated words.",
        "ଏହି ପାସୱାର୍ଡ ଚୋରି ହୋଇଥିବା ସାଧାରଣ ପାସୱାର୍ଡର ତାଲିକାରେ ଅଛି, ଯାହା ଆକ୍ରମଣକାରୀ ପ୍ରଥମେ ଚେଷ୍ଟା କରନ୍ତି। ଅନ୍ୟ ଏକ ବାଛନ୍ତୁ, ଯେପରି କିଛି ଅସମ୍ବନ୍ଧିତ ଶବ୍ଦ।",
    ),
    row(
        "password-repetitive",
        "The password repeats one short pattern (such as aaaaaaaaaaaa), which attackers try first. Choose another.",
        "ଏହି ପାସୱାର୍ଡ ଗୋଟିଏ ଛୋଟ ଢାଞ୍ଚାକୁ ବାରମ୍ବାର ଦୋହରାଏ, ଯାହା ଆକ୍ରମଣକାରୀ ପ୍ରଥମେ ଚେଷ୍ଟା କରନ୍ତି। ଅନ୍ୟ ଏକ ବାଛନ୍ତୁ।",
    ),
    row(
        "password-control",
        "The password must not contain control characters (such as a tab or a line break).",
        "ପାସୱାର୍ଡରେ ନିୟନ୍ତ୍ରଣ ଅକ୍ଷର (ଯେପରି ଟ୍ୟାବ୍ ବା ନୂଆ ଧାଡ଼ି) ରହିପାରିବ ନାହିଁ।",
    ),
    row(
        "password-run",
        "The password is a run of the keyboard or the alphabet (such as qwertyuiop or abcdefgh), which attackers try first. Choose another.",
        "ଏହି ପାସୱାର୍ଡ କିବୋର୍ଡ ବା ବର୍ଣ୍ଣମାଳାର କ୍ରମାଗତ ଅକ୍ଷର, ଯାହା ଆକ୍ରମଣକାରୀ ପ୍ରଥମେ ଚେଷ୍ଟା କରନ୍ତି। ଅନ୍ୟ ଏକ ବାଛନ୍ତୁ।",
    ),
    row(
        "email-invalid",
        "{value} is not an e-mail address; expected a form such as admin@oshec.odisha.gov.in",
        "ଏହା ଏକ ବୈଧ ଇମେଲ୍ ଠିକଣା ନୁହେଁ; ପ୍ରପତ୍ରରେ ଏକ ସଠିକ୍ ଇମେଲ୍ ଠିକଣା ଦିଅନ୍ତୁ।",
    ),
    row(
        "role-unknown",
        "role must be administrator, approver or contributor.",
        "ଭୂମିକା ପ୍ରଶାସକ, ଅନୁମୋଦକ କିମ୍ବା ଲେଖକ ହେବା ଆବଶ୍ୟକ।",
    ),
    row(
        "admin-id",
        "adminId must be a whole number from 1.",
        "ଖାତାର କ୍ରମିକ ସଂଖ୍ୟା ୧ରୁ ଆରମ୍ଭ ହେଉଥିବା ଏକ ପୂର୍ଣ୍ଣ ସଂଖ୍ୟା ହେବା ଆବଶ୍ୟକ।",
    ),
    row(
        "account-not-found",
        "There is no account with that id.",
        "ସେହି ଖାତା ମିଳିଲା ନାହିଁ।",
    ),
    row(
        "account-exists",
        "An account {email} already exists.",
        "ଏହି ଇମେଲ୍ ଠିକଣାର ଏକ ଖାତା ପୂର୍ବରୁ ଅଛି।",
    ),
    row(
        "account-unknown",
        "there is no administrator {email}; `oshec list-admins` shows who there is",
        "ଏହି ଇମେଲ୍ ଠିକଣାର କୌଣସି ଖାତା ନାହିଁ।",
    ),
    row(
        "last-administrator",
        "The last active administrator cannot be demoted or deactivated.",
        "ଶେଷ ସକ୍ରିୟ ପ୍ରଶାସକଙ୍କ ଭୂମିକା କମାଯାଇପାରିବ ନାହିଁ କିମ୍ବା ନିଷ୍କ୍ରିୟ କରାଯାଇପାରିବ ନାହିଁ।",
    ),
    row(
        "reauthenticate",
        "Give your current password as currentPassword: this change asks for it again.",
        "ଆପଣଙ୍କ ବର୍ତ୍ତମାନର ପାସୱାର୍ଡ ଦିଅନ୍ତୁ: ଏହି ପରିବର୍ତ୍ତନ ପାଇଁ ଏହା ପୁଣି ଆବଶ୍ୟକ।",
    ),
    row(
        "role-may-not",
        "{role} may not {what}.",
        "ଜଣେ {role} {what}ପାରିବେ ନାହିଁ।",
    ),
];

/// The second factor.
pub(super) const FACTOR: &[Row] = &[
    row(
        "mfa-required",
        "Enter the six-digit code from your authenticator app, or one of your recovery codes.",
        "ଆପଣଙ୍କ ପ୍ରମାଣୀକରଣ ଆପର ଛଅ ଅଙ୍କ ବିଶିଷ୍ଟ କୋଡ୍, କିମ୍ବା ଆପଣଙ୍କ ପୁନରୁଦ୍ଧାର କୋଡ୍ ମଧ୍ୟରୁ ଗୋଟିଏ ଦିଅନ୍ତୁ।",
    ),
    row(
        "mfa-code-not-right",
        "That code is not right. Enter the current six-digit code from your authenticator app, or one of your recovery codes.",
        "ସେହି କୋଡ୍ ଠିକ୍ ନୁହେଁ। ଆପଣଙ୍କ ପ୍ରମାଣୀକରଣ ଆପର ବର୍ତ୍ତମାନର ଛଅ ଅଙ୍କ ବିଶିଷ୍ଟ କୋଡ୍, କିମ୍ବା ଆପଣଙ୍କ ପୁନରୁଦ୍ଧାର କୋଡ୍ ମଧ୍ୟରୁ ଗୋଟିଏ ଦିଅନ୍ତୁ।",
    ),
    row(
        "mfa-setup-code-wrong",
        "That code is not right. Enter the current six-digit code from your authenticator app.",
        "ସେହି କୋଡ୍ ଠିକ୍ ନୁହେଁ। ଆପଣଙ୍କ ପ୍ରମାଣୀକରଣ ଆପର ବର୍ତ୍ତମାନର ଛଅ ଅଙ୍କ ବିଶିଷ୍ଟ କୋଡ୍ ଦିଅନ୍ତୁ।",
    ),
    row(
        "mfa-code-missing",
        "Give the six-digit code from your authenticator app as code.",
        "ଆପଣଙ୍କ ପ୍ରମାଣୀକରଣ ଆପର ଛଅ ଅଙ୍କ ବିଶିଷ୍ଟ କୋଡ୍ ଦିଅନ୍ତୁ।",
    ),
    row(
        "mfa-on",
        "A second factor is already on.",
        "ଦ୍ୱିତୀୟ ପ୍ରମାଣ ପୂର୍ବରୁ ଚାଲୁ ଅଛି।",
    ),
    row(
        "mfa-on-setup",
        "A second factor is already on. Turn it off first to set up a new one.",
        "ଦ୍ୱିତୀୟ ପ୍ରମାଣ ପୂର୍ବରୁ ଚାଲୁ ଅଛି। ନୂଆଟିଏ ସେଟ୍ ଅପ୍ କରିବା ପାଇଁ ପ୍ରଥମେ ଏହାକୁ ବନ୍ଦ କରନ୍ତୁ।",
    ),
    row(
        "mfa-off",
        "No second factor is on.",
        "କୌଣସି ଦ୍ୱିତୀୟ ପ୍ରମାଣ ଚାଲୁ ନାହିଁ।",
    ),
    row(
        "mfa-none-pending",
        "Start with setup: there is no second factor waiting to be confirmed.",
        "ସେଟ୍ ଅପରୁ ଆରମ୍ଭ କରନ୍ତୁ: ନିଶ୍ଚିତ କରିବାକୁ କୌଣସି ଦ୍ୱିତୀୟ ପ୍ରମାଣ ଅପେକ୍ଷାରେ ନାହିଁ।",
    ),
    row(
        "mfa-required-by-site",
        "This site requires a second factor for every account, so it cannot be turned off. To move it to a new phone, ask the server's IT staff to reset it.",
        "ଏହି ୱେବସାଇଟରେ ପ୍ରତ୍ୟେକ ଖାତା ପାଇଁ ଦ୍ୱିତୀୟ ପ୍ରମାଣ ଆବଶ୍ୟକ, ତେଣୁ ଏହାକୁ ବନ୍ଦ କରାଯାଇପାରିବ ନାହିଁ। ନୂଆ ଫୋନକୁ ନେବା ପାଇଁ ସର୍ଭରର ଆଇଟି କର୍ମଚାରୀଙ୍କୁ ଏହାକୁ ହଟାଇବାକୁ କୁହନ୍ତୁ।",
    ),
    row(
        "mfa-set-up-first",
        "Set up a second factor first: this site requires one for every account.",
        "ପ୍ରଥମେ ଦ୍ୱିତୀୟ ପ୍ରମାଣ ସେଟ୍ ଅପ୍ କରନ୍ତୁ: ଏହି ୱେବସାଇଟରେ ପ୍ରତ୍ୟେକ ଖାତା ପାଇଁ ଏହା ଆବଶ୍ୟକ।",
    ),
    row(
        "mfa-key-file",
        "The second factor of this account cannot be checked: the database's key file is not the one its secrets were encrypted with. Ask the server's IT staff to put the key file back beside the database, or to reset the factor with `oshec reset-mfa`.",
        "ଏହି ଖାତାର ଦ୍ୱିତୀୟ ପ୍ରମାଣ ଯାଞ୍ଚ କରାଯାଇପାରୁନାହିଁ: ଡାଟାବେସର ଚାବି ଫାଇଲ ଠିକ୍ ନୁହେଁ। ସର୍ଭରର ଆଇଟି କର୍ମଚାରୀଙ୍କୁ ଚାବି ଫାଇଲ ଫେରାଇ ରଖିବାକୁ, କିମ୍ବା ଦ୍ୱିତୀୟ ପ୍ରମାଣ ହଟାଇବାକୁ କୁହନ୍ତୁ।",
    ),
];
