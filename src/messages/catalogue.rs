//! THE catalogue: every message the server sends a person, by code, in English and Odia
//! (docs/messages.md). The English of docs/decisions.md §5 and §6 is kept to the letter. The
//! Odia takes its terms from `ui/src/i18n/glossary.ts`; `{n}` and other numbers are written in
//! Odia digits by the renderer. A unit test reads every `msg!` of the sources and every entity
//! row's message against this table; `ui/src/generated/messages.json` carries it to the UI's
//! Odia test.

use super::Row;
use crate::entities::keys::key;

const fn row(code: &'static str, en: &'static str, od: &'static str) -> Row {
    Row { code, en, od }
}

pub static CATALOGUE: &[Row] = &[
    // The server itself and the wire format.
    row(
        "server-error",
        "Something went wrong on the server. Please try again later.",
        "ସର୍ଭରରେ କିଛି ତ୍ରୁଟି ଘଟିଲା। ଦୟାକରି ପରେ ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।",
    ),
    row(
        "unknown",
        "{text}",
        "ସର୍ଭରରେ କିଛି ତ୍ରୁଟି ଘଟିଲା। ଦୟାକରି ପରେ ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।",
    ),
    row(
        "no-such-call",
        "There is no such call under /oshec/api.",
        "ଏପରି କୌଣସି ଅନୁରୋଧ ସର୍ଭରରେ ନାହିଁ।",
    ),
    row(
        "wrong-method",
        "This call does not accept that method.",
        "ଏହି ଅନୁରୋଧ ସେହି ପଦ୍ଧତିରେ ଗ୍ରହଣ ହୁଏ ନାହିଁ।",
    ),
    row(
        "request-too-large",
        "The request is too large for this call.",
        "ଏହି ଅନୁରୋଧ ପାଇଁ ପଠାଯାଇଥିବା ତଥ୍ୟ ଅତ୍ୟଧିକ ବଡ଼।",
    ),
    row(
        "request-unreadable",
        "The request could not be read: {detail}",
        "ଅନୁରୋଧଟି ପଢ଼ି ହେଲା ନାହିଁ।",
    ),
    row(
        "body-unreadable",
        "{what} could not be read: {detail}",
        "ପଠାଯାଇଥିବା ତଥ୍ୟ ପଢ଼ି ହେଲା ନାହିଁ।",
    ),
    row(
        "body-too-large",
        "The request is too large.",
        "ଅନୁରୋଧଟି ଅତ୍ୟଧିକ ବଡ଼।",
    ),
    row(
        "preview-too-large",
        "The request is too large (1 MiB at most).",
        "ଅନୁରୋଧଟି ଅତ୍ୟଧିକ ବଡ଼ (ସର୍ବାଧିକ ୧ MiB)।",
    ),
    row(
        "too-large",
        "The request is too large: this call accepts at most {n} {unit}.",
        "ଅନୁରୋଧଟି ଅତ୍ୟଧିକ ବଡ଼: ଏହା ସର୍ବାଧିକ {n} {unit} ଗ୍ରହଣ କରେ।",
    ),
    row(
        "too-large-with-image",
        "The request is too large: this call accepts at most {n} {unit} (an image of at most {image} MB and its form).",
        "ଅନୁରୋଧଟି ଅତ୍ୟଧିକ ବଡ଼: ଏହା ସର୍ବାଧିକ {n} {unit} ଗ୍ରହଣ କରେ ({image} MB ପର୍ଯ୍ୟନ୍ତ ଏକ ଛବି ଓ ତାହାର ପ୍ରପତ୍ର)।",
    ),
    row(
        "content-length",
        "The Content-Length header is not a number.",
        "ଅନୁରୋଧର ଆକାର ସୂଚନା ଏକ ସଂଖ୍ୟା ନୁହେଁ।",
    ),
    row(
        "answer-unreadable",
        "The answer could not be read.",
        "ଉତ୍ତରଟି ପଢ଼ି ହେଲା ନାହିଁ।",
    ),
    row(
        "query-unreadable",
        "The query string could not be read: use {example}.",
        "ଠିକଣାର ପ୍ରଶ୍ନ ଅଂଶ ପଢ଼ି ହେଲା ନାହିଁ।",
    ),
    row(
        "json-object",
        "The request must be a JSON object.",
        "ଅନୁରୋଧଟି ଏକ JSON ବସ୍ତୁ ହେବା ଆବଶ୍ୟକ।",
    ),
    row(
        "json-fields",
        "The request must be a JSON object of the fields.",
        "ଅନୁରୋଧଟି ଘରଗୁଡ଼ିକର ଏକ JSON ବସ୍ତୁ ହେବା ଆବଶ୍ୟକ।",
    ),
    row(
        "json-step",
        concat!(
            "The request must be a JSON object such as {\"entity\": \"",
            key!(news),
            "\", \"id\": 3}."
        ),
        "ଅନୁରୋଧଟି ବିଷୟବସ୍ତୁର ପ୍ରକାର ଓ ବିଷୟର କ୍ରମିକ ସଂଖ୍ୟା ସହ ଏକ JSON ବସ୍ତୁ ହେବା ଆବଶ୍ୟକ।",
    ),
    row(
        "json-preview",
        concat!(
            "The request must be a JSON object such as {\"entity\": \"",
            key!(news),
            "\", \"item\": {…}}."
        ),
        "ଅନୁରୋଧଟି ବିଷୟବସ୍ତୁର ପ୍ରକାର ଓ ପ୍ରପତ୍ରର ଘରଗୁଡ଼ିକ ସହ ଏକ JSON ବସ୍ତୁ ହେବା ଆବଶ୍ୟକ।",
    ),
    row(
        "json-entity-id",
        "The request must be a JSON object {entity, id}.",
        "ଅନୁରୋଧଟି ବିଷୟବସ୍ତୁର ପ୍ରକାର ଓ ବିଷୟର କ୍ରମିକ ସଂଖ୍ୟା ସହ ଏକ JSON ବସ୍ତୁ ହେବା ଆବଶ୍ୟକ।",
    ),
    row(
        "form-type",
        "Send this call as a form (multipart/form-data or application/x-www-form-urlencoded).",
        "ଏହି ଅନୁରୋଧ ଏକ ପ୍ରପତ୍ର ଭାବେ ପଠାନ୍ତୁ।",
    ),
    row(
        "form-field-missing",
        "The form field {field} is missing.",
        "ପ୍ରପତ୍ରର ଏକ ଆବଶ୍ୟକ ଘର ନାହିଁ।",
    ),
    row(
        "form-field-not-text",
        "The form field {field} must be text.",
        "ପ୍ରପତ୍ରର ଏକ ଘରରେ ଲେଖା ହିଁ ରହିବା ଆବଶ୍ୟକ।",
    ),
    row(
        "form-not-object",
        "{field} must hold a JSON object of the {kind} fields.",
        "ପ୍ରପତ୍ରରେ {kind}ର ଘରଗୁଡ଼ିକ ଏକ JSON ବସ୍ତୁ ଭାବେ ରହିବା ଆବଶ୍ୟକ।",
    ),
    row(
        "base64",
        "{field} is not valid base64.",
        "ପଠାଯାଇଥିବା ତଥ୍ୟ ସଠିକ୍ ଭାବେ ସଂକେତିତ ହୋଇନାହିଁ।",
    ),
    row(
        "base64-json",
        "{field} does not hold valid JSON once decoded: {detail}",
        "ପଠାଯାଇଥିବା ତଥ୍ୟରେ ବୈଧ JSON ନାହିଁ।",
    ),
    row(
        "base64-id",
        "{field} must be base64 of the item's id, a whole number.",
        "ବିଷୟର କ୍ରମିକ ସଂଖ୍ୟା ସଠିକ୍ ଭାବେ ସଂକେତିତ ଏକ ପୂର୍ଣ୍ଣ ସଂଖ୍ୟା ହେବା ଆବଶ୍ୟକ।",
    ),
    row(
        "field-not-text",
        "{field} must be text.",
        "ଏହି ଘରରେ ଲେଖା ହିଁ ରହିବା ଆବଶ୍ୟକ।",
    ),
    row(
        "field-too-long",
        "{field} is too long (at most {n} characters).",
        "ଏକ ଘରର ଲେଖା ଅତ୍ୟଧିକ ଲମ୍ବା (ସର୍ବାଧିକ {n} ଅକ୍ଷର)।",
    ),
    row(
        "unwanted-character",
        "{field} contains a control or text-direction character (such as NUL, ESC or U+202E); remove it.",
        "ଏକ ଘରରେ ଏକ ଅଦୃଶ୍ୟ ନିୟନ୍ତ୍ରଣ ବା ଲେଖାର ଦିଗ ବଦଳାଉଥିବା ଅକ୍ଷର ଅଛି; ତାହା ହଟାନ୍ତୁ।",
    ),
    row(
        "not-true-or-false",
        "{field} must be true or false.",
        "ଏହି ମୂଲ୍ୟ ହଁ ବା ନା ହେବା ଆବଶ୍ୟକ।",
    ),
    row(
        "whole-number",
        "{field} must be a whole number.",
        "ଏହି ମୂଲ୍ୟ ଏକ ପୂର୍ଣ୍ଣ ସଂଖ୍ୟା ହେବା ଆବଶ୍ୟକ।",
    ),
    row(
        "number-range",
        "{field} must be a whole number from 1 to {n}.",
        "ଏହି ମୂଲ୍ୟ ୧ରୁ {n} ମଧ୍ୟରେ ଏକ ପୂର୍ଣ୍ଣ ସଂଖ୍ୟା ହେବା ଆବଶ୍ୟକ।",
    ),
    row(
        "date-format",
        "{field} must be a date such as 2026-11-23.",
        "ଏହି ମୂଲ୍ୟ ଏକ ତାରିଖ ହେବା ଆବଶ୍ୟକ, ଯେପରି ୨୦୨୬-୧୧-୨୩।",
    ),
    row(
        "item-id",
        "id must be the item's id, a whole number.",
        "ବିଷୟର କ୍ରମିକ ସଂଖ୍ୟା ଏକ ପୂର୍ଣ୍ଣ ସଂଖ୍ୟା ହେବା ଆବଶ୍ୟକ।",
    ),
    row(
        "id-or-null",
        "{field} must be a whole number, or null to create a new item.",
        "ବିଷୟର କ୍ରମିକ ସଂଖ୍ୟା ଏକ ପୂର୍ଣ୍ଣ ସଂଖ୍ୟା ହେବା ଆବଶ୍ୟକ, କିମ୍ବା ନୂଆ ବିଷୟ ପାଇଁ ଖାଲି।",
    ),
    row(
        "entity-such-as",
        "entity must be a content type such as {example}.",
        "ବିଷୟବସ୍ତୁର ପ୍ରକାର ଜଣା ନାହିଁ।",
    ),
    row(
        "entity-key",
        "entity must be one of the content keys ({list}).",
        "ବିଷୟବସ୍ତୁର ପ୍ରକାର ଜଣା ନାହିଁ।",
    ),
    row(
        "unknown-content",
        "Unknown content {key}.",
        "ଏହି ପ୍ରକାରର ବିଷୟବସ୍ତୁ ନାହିଁ।",
    ),
    row(
        "page-number",
        "page must be a whole number from 1.",
        "ପୃଷ୍ଠା ସଂଖ୍ୟା ୧ରୁ ଆରମ୍ଭ ହେଉଥିବା ଏକ ପୂର୍ଣ୍ଣ ସଂଖ୍ୟା ହେବା ଆବଶ୍ୟକ।",
    ),
    row(
        "page-size",
        "size must be a whole number from 1 to {n}.",
        "ପୃଷ୍ଠାର ଆକାର ୧ରୁ {n} ମଧ୍ୟରେ ଏକ ପୂର୍ଣ୍ଣ ସଂଖ୍ୟା ହେବା ଆବଶ୍ୟକ।",
    ),
    row(
        "query-too-long",
        "q is too long (at most {n} characters).",
        "ସନ୍ଧାନର ଲେଖା ଅତ୍ୟଧିକ ଲମ୍ବା (ସର୍ବାଧିକ {n} ଅକ୍ଷର)।",
    ),
    row(
        "unknown-status",
        "Unknown status {value}: use one of {list}.",
        "ଏହି ସ୍ଥିତି ଜଣା ନାହିଁ।",
    ),
    row(
        "unknown-sort",
        "Unknown sort field {value}: use one of {list} (with - before it for descending).",
        "ଏହି କ୍ରମ ଜଣା ନାହିଁ।",
    ),
    row(
        "unknown-category",
        "Unknown category {value}.",
        "ଏହି ବର୍ଗ ଜଣା ନାହିଁ।",
    ),
    row(
        "year-format",
        "year must be four digits, such as 2025.",
        "ବର୍ଷ ଚାରି ଅଙ୍କର ହେବା ଆବଶ୍ୟକ, ଯେପରି ୨୦୨୫।",
    ),
    row(
        "days",
        "days must be a whole number, such as 14.",
        "ଦିନ ସଂଖ୍ୟା ଏକ ପୂର୍ଣ୍ଣ ସଂଖ୍ୟା ହେବା ଆବଶ୍ୟକ, ଯେପରି ୧୪।",
    ),
    row(
        "latest-query",
        "Use ?entity=banner&ids=1,2,3.",
        "ଠିକଣାର ପ୍ରଶ୍ନ ଅଂଶ ପଢ଼ି ହେଲା ନାହିଁ।",
    ),
    row(
        "ids-list",
        "ids must be 1 to 100 whole numbers separated by commas, such as 1,2,3.",
        "କ୍ରମିକ ସଂଖ୍ୟାଗୁଡ଼ିକ କମା ଦ୍ୱାରା ଅଲଗା ୧ରୁ ୧୦୦ଟି ପୂର୍ଣ୍ଣ ସଂଖ୍ୟା ହେବା ଆବଶ୍ୟକ।",
    ),
    row(
        "search-empty",
        "Say what to search for: ?q=words.",
        "କ'ଣ ସନ୍ଧାନ କରିବେ ଲେଖନ୍ତୁ।",
    ),
    row(
        "search-too-long",
        "The search is too long: at most {n} characters.",
        "ସନ୍ଧାନର ଲେଖା ଅତ୍ୟଧିକ ଲମ୍ବା: ସର୍ବାଧିକ {n} ଅକ୍ଷର।",
    ),
    // Signing in, sessions and accounts.
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
    // The second factor.
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
    // The edge.
    row(
        "address-not-allowed",
        "The back office cannot be used from this address.",
        "ଏହି ଠିକଣାରୁ ପ୍ରଶାସନିକ ପ୍ୟାନେଲ ବ୍ୟବହାର କରାଯାଇପାରିବ ନାହିଁ।",
    ),
    // Content and its workflow.
    row(
        "item-not-found",
        "{kind} item {n} does not exist. Reload the list.",
        "{kind}ର {n} ନମ୍ବର ବିଷୟ ନାହିଁ। ତାଲିକାଟି ପୁଣି ଖୋଲନ୍ତୁ।",
    ),
    row(
        "changed-elsewhere",
        "This item was changed elsewhere. Reload the list.",
        "ଏହି ବିଷୟଟି ଅନ୍ୟତ୍ର ବଦଳାଯାଇଛି। ତାଲିକାଟି ପୁଣି ଖୋଲନ୍ତୁ।",
    ),
    row(
        "schedule-format",
        "showFrom and showUntil must be a date and time in India Standard Time like 2026-11-23T09:30, or empty.",
        "ଦେଖାଇବା ଆରମ୍ଭ ଓ ଶେଷର ସମୟ ଭାରତୀୟ ମାନକ ସମୟରେ ଏକ ତାରିଖ ଓ ସମୟ ହେବା ଆବଶ୍ୟକ, କିମ୍ବା ଖାଲି।",
    ),
    row(
        "schedule-order",
        "showUntil must be later than showFrom.",
        "ଦେଖାଇବା ଶେଷର ସମୟ ଆରମ୍ଭର ସମୟ ପରେ ହେବା ଆବଶ୍ୟକ।",
    ),
    row(
        "valid-until-format",
        "validUntil must be a date like 2027-03-31 (the last day the item is valid), or empty.",
        "ବୈଧତାର ଶେଷ ଦିନ ଏକ ତାରିଖ ହେବା ଆବଶ୍ୟକ, ଯେପରି ୨୦୨୭-୦୩-୩୧, କିମ୍ବା ଖାଲି।",
    ),
    row(
        "no-image",
        "{kind} items have no image.",
        "{kind}ର ବିଷୟରେ ଛବି ନଥାଏ।",
    ),
    row(
        "not-movable",
        "{kind} items are listed newest date first; they cannot be moved.",
        "{kind}ର ବିଷୟ ନୂଆ ତାରିଖ କ୍ରମରେ ଦେଖାଯାଏ; ସେଗୁଡ଼ିକର କ୍ରମ ବଦଳାଯାଇପାରିବ ନାହିଁ।",
    ),
    row(
        "move-to",
        "to must be up, down or top.",
        "ଉପରକୁ, ତଳକୁ କିମ୍ବା ସବୁଠାରୁ ଉପରକୁ ବାଛନ୍ତୁ।",
    ),
    row(
        "toggle-id",
        "{field} needs helperId, the item's id.",
        "ବିଷୟର କ୍ରମିକ ସଂଖ୍ୟା ଆବଶ୍ୟକ।",
    ),
    row(
        "toggle-status",
        "{field} needs status, the item's current status (true or false).",
        "ବିଷୟର ବର୍ତ୍ତମାନର ସ୍ଥିତି (ହଁ ବା ନା) ଆବଶ୍ୟକ।",
    ),
    row(
        "never-approved",
        "This item was never approved: it has no public version to show or hide. Submit it for review.",
        "ଏହି ବିଷୟଟି କେବେ ଅନୁମୋଦିତ ହୋଇନାହିଁ: ଦେଖାଇବା ବା ଲୁଚାଇବା ପାଇଁ ଏହାର କୌଣସି ସାର୍ବଜନୀନ ସଂସ୍କରଣ ନାହିଁ। ଏହାକୁ ସମୀକ୍ଷା ପାଇଁ ଦାଖଲ କରନ୍ତୁ।",
    ),
    row(
        "archived-toggle",
        "This item is archived: restore it from the archive to show it again.",
        "ଏହି ବିଷୟଟି ଅଭିଲେଖରେ ଅଛି: ପୁଣି ଦେଖାଇବା ପାଇଁ ଏହାକୁ ଅଭିଲେଖରୁ ଫେରାଇ ଆଣନ୍ତୁ।",
    ),
    row(
        "in-review",
        "This {kind} awaits review, submitted by {by}: an approver approves it or returns it before it can be changed.",
        "ଏହି {kind} ସମୀକ୍ଷା ପାଇଁ ଅପେକ୍ଷାରେ ଅଛି ({by} ଦାଖଲ କରିଛନ୍ତି): ବଦଳାଇବା ପୂର୍ବରୁ ଜଣେ ଅନୁମୋଦକ ଏହାକୁ ଅନୁମୋଦନ କରିବେ ବା ଫେରାଇବେ।",
    ),
    row(
        "draft-of-another",
        "{author} is changing this {kind}: their draft waits for review. Ask them, or an approver, before changing it.",
        "{author} ଏହି {kind} ବଦଳାଉଛନ୍ତି: ତାଙ୍କ ଡ୍ରାଫ୍ଟ ସମୀକ୍ଷା ପାଇଁ ଅପେକ୍ଷାରେ ଅଛି। ବଦଳାଇବା ପୂର୍ବରୁ ତାଙ୍କୁ, କିମ୍ବା ଜଣେ ଅନୁମୋଦକଙ୍କୁ ପଚାରନ୍ତୁ।",
    ),
    row(
        "contributor-own-drafts",
        "A contributor may change only their own drafts and published items.",
        "ଜଣେ ଲେଖକ କେବଳ ନିଜ ଡ୍ରାଫ୍ଟ ଓ ପ୍ରକାଶିତ ବିଷୟ ବଦଳାଇପାରିବେ।",
    ),
    row(
        "contributor-own-submit",
        "A contributor may submit only their own drafts.",
        "ଜଣେ ଲେଖକ କେବଳ ନିଜ ଡ୍ରାଫ୍ଟ ଦାଖଲ କରିପାରିବେ।",
    ),
    row(
        "submit-not-draft",
        "Only a draft can be submitted; this item is {status}.",
        "କେବଳ ଡ୍ରାଫ୍ଟ ଦାଖଲ କରାଯାଇପାରିବ; ଏହି ବିଷୟର ସ୍ଥିତି: {status}।",
    ),
    row(
        "return-comment",
        "Say why it is returned: the comment is what its author reads.",
        "କାହିଁକି ଫେରାଯାଉଛି ଲେଖନ୍ତୁ: ଲେଖକ ଏହି ମନ୍ତବ୍ୟ ପଢ଼ିବେ।",
    ),
    row(
        "return-not-in-review",
        "Only an item awaiting review can be returned; this item is {status}.",
        "କେବଳ ସମୀକ୍ଷା ପାଇଁ ଅପେକ୍ଷାରେ ଥିବା ବିଷୟ ଫେରାଯାଇପାରିବ; ଏହି ବିଷୟର ସ୍ଥିତି: {status}।",
    ),
    row(
        "approve-not-in-review",
        "Only an item awaiting review can be approved; this item is {status}.",
        "କେବଳ ସମୀକ୍ଷା ପାଇଁ ଅପେକ୍ଷାରେ ଥିବା ବିଷୟ ଅନୁମୋଦିତ ହୋଇପାରିବ; ଏହି ବିଷୟର ସ୍ଥିତି: {status}।",
    ),
    row(
        "four-eyes",
        "You submitted this item: another approver or administrator must approve it (four eyes).",
        "ଆପଣ ଏହି ବିଷୟଟି ଦାଖଲ କରିଛନ୍ତି: ଅନ୍ୟ ଜଣେ ଅନୁମୋଦକ ବା ପ୍ରଶାସକ ଏହାକୁ ଅନୁମୋଦନ କରିବା ଆବଶ୍ୟକ (ଦୁଇ ଜଣଙ୍କ ଯାଞ୍ଚ)।",
    ),
    row(
        "four-eyes-author",
        "You wrote this change: another approver or administrator must approve it (four eyes).",
        "ଆପଣ ଏହି ପରିବର୍ତ୍ତନ ଲେଖିଛନ୍ତି: ଅନ୍ୟ ଜଣେ ଅନୁମୋଦକ ବା ପ୍ରଶାସକ ଏହାକୁ ଅନୁମୋଦନ କରିବା ଆବଶ୍ୟକ (ଦୁଇ ଜଣଙ୍କ ଯାଞ୍ଚ)।",
    ),
    row(
        "already-archived",
        "This item is already archived.",
        "ଏହି ବିଷୟଟି ପୂର୍ବରୁ ଅଭିଲେଖରେ ଅଛି।",
    ),
    row(
        "archive-never-published",
        "A draft that was never published cannot be archived.",
        "କେବେ ପ୍ରକାଶିତ ହୋଇନଥିବା ଡ୍ରାଫ୍ଟ ଅଭିଲେଖକୁ ପଠାଯାଇପାରିବ ନାହିଁ।",
    ),
    row(
        "restore-not-archived",
        "Only an archived item can be restored without a revision.",
        "ସଂଶୋଧନ ବିନା କେବଳ ଅଭିଲେଖରେ ଥିବା ବିଷୟ ଫେରାଇ ଆଣାଯାଇପାରିବ।",
    ),
    row(
        "revision-not-found",
        "Revision {n} of this item does not exist.",
        "ଏହି ବିଷୟର {n} ନମ୍ବର ସଂଶୋଧନ ନାହିଁ।",
    ),
    row(
        "preview-item",
        "item must be the form's fields, an object.",
        "ପୂର୍ବାବଲୋକନ ପାଇଁ ପ୍ରପତ୍ରର ଘରଗୁଡ଼ିକ ଆବଶ୍ୟକ।",
    ),
    row(
        "health-item-not-found",
        "{kind} item {n} does not exist.",
        "{kind}ର {n} ନମ୍ବର ବିଷୟ ନାହିଁ।",
    ),
    // Images and files.
    row(
        "image-unreadable",
        "The image could not be read. Choose a JPG or PNG photo.",
        "ଛବିଟି ପଢ଼ି ହେଲା ନାହିଁ। ଏକ JPG ବା PNG ଫଟୋ ବାଛନ୍ତୁ।",
    ),
    row(
        "image-too-many-pixels",
        "The image has too many pixels: at most 25 megapixels (for example 6000 × 4000).",
        "ଛବିରେ ଅତ୍ୟଧିକ ପିକ୍ସେଲ ଅଛି: ସର୍ବାଧିକ ୨୫ ମେଗାପିକ୍ସେଲ (ଯେପରି ୬୦୦୦ × ୪୦୦୦)।",
    ),
    row(
        "image-too-long",
        "The image is too long or too wide: each side may have at most 16383 pixels.",
        "ଛବିଟି ଅତ୍ୟଧିକ ଲମ୍ବା ବା ଓସାର: ପ୍ରତ୍ୟେକ ପାର୍ଶ୍ୱ ସର୍ବାଧିକ ୧୬୩୮୩ ପିକ୍ସେଲ ହୋଇପାରିବ।",
    ),
    row(
        "image-too-much-memory",
        "The image is too large to process: save it as an ordinary 8-bit colour photo of at most about 20 megapixels (for example 5400 × 3600) and upload it again.",
        "ଛବିଟି ପ୍ରକ୍ରିୟା କରିବା ପାଇଁ ଅତ୍ୟଧିକ ବଡ଼: ଏହାକୁ ପ୍ରାୟ ୨୦ ମେଗାପିକ୍ସେଲ (ଯେପରି ୫୪୦୦ × ୩୬୦୦) ପର୍ଯ୍ୟନ୍ତ ଏକ ସାଧାରଣ ରଙ୍ଗୀନ ଫଟୋ ଭାବେ ସଞ୍ଚୟ କରି ପୁଣି ଅପଲୋଡ୍ କରନ୍ତୁ।",
    ),
    row(
        "pdf-broken",
        "The PDF could not be read: it is damaged, incomplete or password-protected. Save or export it again as a PDF and upload that.",
        "PDFଟି ପଢ଼ି ହେଲା ନାହିଁ: ଏହା ନଷ୍ଟ, ଅସମ୍ପୂର୍ଣ୍ଣ ବା ପାସୱାର୍ଡ ସୁରକ୍ଷିତ। ଏହାକୁ ପୁଣି PDF ଭାବେ ସଞ୍ଚୟ କରି ଅପଲୋଡ୍ କରନ୍ତୁ।",
    ),
    row(
        "pdf-javascript",
        "The PDF contains JavaScript, which is not accepted. Print it to a new PDF (or export it without scripts) and upload that.",
        "PDFରେ ସ୍କ୍ରିପ୍ଟ ଅଛି, ଯାହା ଗ୍ରହଣ କରାଯାଏ ନାହିଁ। ଏହାକୁ ଏକ ନୂଆ PDFରେ ପ୍ରିଣ୍ଟ କରି ଅପଲୋଡ୍ କରନ୍ତୁ।",
    ),
    row(
        "pdf-script-link",
        "The PDF contains a link to a javascript: address (a URI action that runs a script), which is not accepted. Remove the link, or print it to a new PDF, and upload that.",
        "PDFରେ ସ୍କ୍ରିପ୍ଟ ଚଳାଉଥିବା ଏକ ଲିଙ୍କ ଅଛି, ଯାହା ଗ୍ରହଣ କରାଯାଏ ନାହିଁ। ଲିଙ୍କଟି ହଟାନ୍ତୁ, କିମ୍ବା ଏକ ନୂଆ PDFରେ ପ୍ରିଣ୍ଟ କରି ଅପଲୋଡ୍ କରନ୍ତୁ।",
    ),
    row(
        "pdf-launch",
        "The PDF contains a launch action (it can start a program), which is not accepted. Print it to a new PDF and upload that.",
        "PDFରେ ଏକ ପ୍ରୋଗ୍ରାମ ଆରମ୍ଭ କରିପାରୁଥିବା ନିର୍ଦ୍ଦେଶ ଅଛି, ଯାହା ଗ୍ରହଣ କରାଯାଏ ନାହିଁ। ଏହାକୁ ଏକ ନୂଆ PDFରେ ପ୍ରିଣ୍ଟ କରି ଅପଲୋଡ୍ କରନ୍ତୁ।",
    ),
    row(
        "pdf-submit-form",
        "The PDF contains a form that sends what is typed into it to an address (a SubmitForm action), which is not accepted. Print it to a new PDF (or flatten the form) and upload that.",
        "PDFରେ ଲେଖାଯାଇଥିବା ତଥ୍ୟ ଅନ୍ୟ ଠିକଣାକୁ ପଠାଉଥିବା ଏକ ପ୍ରପତ୍ର ଅଛି, ଯାହା ଗ୍ରହଣ କରାଯାଏ ନାହିଁ। ଏହାକୁ ଏକ ନୂଆ PDFରେ ପ୍ରିଣ୍ଟ କରି ଅପଲୋଡ୍ କରନ୍ତୁ।",
    ),
    row(
        "pdf-remote-goto",
        "The PDF contains a link that opens another file (a GoToR action), which is not accepted. Remove the link, or print it to a new PDF, and upload that.",
        "PDFରେ ଅନ୍ୟ ଏକ ଫାଇଲ ଖୋଲୁଥିବା ଲିଙ୍କ ଅଛି, ଯାହା ଗ୍ରହଣ କରାଯାଏ ନାହିଁ। ଲିଙ୍କଟି ହଟାନ୍ତୁ, କିମ୍ବା ଏକ ନୂଆ PDFରେ ପ୍ରିଣ୍ଟ କରି ଅପଲୋଡ୍ କରନ୍ତୁ।",
    ),
    row(
        "pdf-embedded-files",
        "The PDF contains embedded files or attachments, which are not accepted. Remove them, or print it to a new PDF, and upload that.",
        "PDFରେ ସଂଲଗ୍ନ ଫାଇଲ ଅଛି, ଯାହା ଗ୍ରହଣ କରାଯାଏ ନାହିଁ। ସେଗୁଡ଼ିକୁ ହଟାନ୍ତୁ, କିମ୍ବା ଏକ ନୂଆ PDFରେ ପ୍ରିଣ୍ଟ କରି ଅପଲୋଡ୍ କରନ୍ତୁ।",
    ),
    row(
        "pdf-html",
        "The file is a web page as well as a PDF, which is not accepted. Upload a plain PDF.",
        "ଫାଇଲଟି PDF ସହ ଏକ ୱେବ୍ ପୃଷ୍ଠା ମଧ୍ୟ, ଯାହା ଗ୍ରହଣ କରାଯାଏ ନାହିଁ। ଏକ ସାଧାରଣ PDF ଅପଲୋଡ୍ କରନ୍ତୁ।",
    ),
    row(
        "pdf-inflates-all",
        "The PDF holds compressed content that expands to more than {n} MiB in all, which is not accepted (it looks like a decompression bomb). Print it to a new PDF and upload that.",
        "PDFର ସଙ୍କୁଚିତ ବିଷୟବସ୍ତୁ ମୋଟରେ {n} MiBରୁ ଅଧିକ ହୋଇଯାଏ, ଯାହା ଗ୍ରହଣ କରାଯାଏ ନାହିଁ। ଏହାକୁ ଏକ ନୂଆ PDFରେ ପ୍ରିଣ୍ଟ କରି ଅପଲୋଡ୍ କରନ୍ତୁ।",
    ),
    row(
        "pdf-inflates-part",
        "The PDF holds compressed content that expands to more than {n} MiB in one part, which is not accepted (it looks like a decompression bomb). Print it to a new PDF and upload that.",
        "PDFର ସଙ୍କୁଚିତ ବିଷୟବସ୍ତୁର ଗୋଟିଏ ଅଂଶ {n} MiBରୁ ଅଧିକ ହୋଇଯାଏ, ଯାହା ଗ୍ରହଣ କରାଯାଏ ନାହିଁ। ଏହାକୁ ଏକ ନୂଆ PDFରେ ପ୍ରିଣ୍ଟ କରି ଅପଲୋଡ୍ କରନ୍ତୁ।",
    ),
    row(
        "pdf-too-many-parts",
        "The PDF is made of more than {n} parts (numbers, names, strings), more than this server reads (it looks built to exhaust memory). Print it to a new PDF and upload that.",
        "PDFରେ {n}ରୁ ଅଧିକ ଅଂଶ ଅଛି, ଯାହା ଏହି ସର୍ଭର ପଢ଼େ ନାହିଁ। ଏହାକୁ ଏକ ନୂଆ PDFରେ ପ୍ରିଣ୍ଟ କରି ଅପଲୋଡ୍ କରନ୍ତୁ।",
    ),
    // The entity rows' own messages (src/entities/mod.rs), found by their English.
    row(
        "all-required",
        "All fields are required!",
        "ସମସ୍ତ ଘର ପୂରଣ କରିବା ଆବଶ୍ୟକ!",
    ),
    row(
        "all-required-image",
        "All fields are required, including the image!",
        "ଛବି ସମେତ ସମସ୍ତ ଘର ପୂରଣ କରିବା ଆବଶ୍ୟକ!",
    ),
    row(
        "all-text-required",
        "All text fields are required.",
        "ସମସ୍ତ ପାଠ୍ୟ ଘର ପୂରଣ କରିବା ଆବଶ୍ୟକ।",
    ),
    row("image-required", "An image is required.", "ଏକ ଛବି ଆବଶ୍ୟକ।"),
    row(
        "address-taken",
        "Another page already uses this address.",
        "ଅନ୍ୟ ଏକ ପୃଷ୍ଠା ଏହି ଠିକଣା ବ୍ୟବହାର କରୁଛି।",
    ),
    row(
        "file-over-5mb",
        "File size must not exceed 5MB.",
        "ଫାଇଲର ଆକାର ୫ MBରୁ ଅଧିକ ହେବା ଉଚିତ ନୁହେଁ।",
    ),
    row(
        "only-jpg-png",
        "Only JPG and PNG files are allowed.",
        "କେବଳ JPG ଓ PNG ଫାଇଲ ଅନୁମୋଦିତ।",
    ),
    row(
        "only-pdf",
        "Only PDF files are allowed.",
        "କେବଳ PDF ଫାଇଲ ଅନୁମୋଦିତ।",
    ),
    row(
        "phone-or-mobile",
        "Please enter a 10-digit mobile or a landline with its STD code, e.g. 0674-2391234.",
        "ଦୟାକରି ୧୦ ଅଙ୍କର ମୋବାଇଲ୍ କିମ୍ବା STD କୋଡ୍ ସହ ଲ୍ୟାଣ୍ଡଲାଇନ୍ ନମ୍ବର ଲେଖନ୍ତୁ, ଯେପରି ୦୬୭୪-୨୩୯୧୨୩୪।",
    ),
    row(
        "link",
        "Please enter a link that starts with https:// or http://, or a path on this site that starts with /.",
        "ଦୟାକରି ଏକ ସମ୍ପୂର୍ଣ୍ଣ ୱେବ୍ ଠିକଣା, ବା / ରେ ଆରମ୍ଭ ହେଉଥିବା ଏହି ସାଇଟର ଏକ ପଥ ଦିଅନ୍ତୁ।",
    ),
    row(
        "date",
        "Please enter a valid date!",
        "ଦୟାକରି ଏକ ବୈଧ ତାରିଖ ଦିଅନ୍ତୁ!",
    ),
    row(
        "email-id",
        "Please enter a valid email ID.",
        "ଦୟାକରି ଏକ ବୈଧ ଇମେଲ୍ ID ଦିଅନ୍ତୁ।",
    ),
    row(
        "mobile",
        "Please enter a valid mobile number.",
        "ଦୟାକରି ଏକ ବୈଧ ମୋବାଇଲ୍ ନମ୍ବର ଦିଅନ୍ତୁ।",
    ),
    row("location", "Please enter the location.", "ଦୟାକରି ସ୍ଥାନ ଦିଅନ୍ତୁ।"),
    row(
        "office-phone",
        "Please enter the office phone with its STD code, e.g. 0674-2391234.",
        "ଦୟାକରି STD କୋଡ୍ ସହ କାର୍ଯ୍ୟାଳୟ ଫୋନ୍ ନମ୍ବର ଲେଖନ୍ତୁ, ଯେପରି ୦୬୭୪-୨୩୯୧୨୩୪।",
    ),
    row(
        "display-names",
        "Please fill in both display name fields.",
        "ଦୟାକରି ଉଭୟ ପ୍ରଦର୍ଶନ ନାମ ଘର ପୂରଣ କରନ୍ତୁ।",
    ),
    row(
        "name-and-alt",
        "Please fill in both name and alt name.",
        "ଦୟାକରି ଉଭୟ ନାମ ଓ ବିକଳ୍ପ ନାମ ପୂରଣ କରନ୍ତୁ।",
    ),
    row(
        "official-fields",
        "Please fill in the name and designation in both languages, and the group.",
        "ଦୟାକରି ଉଭୟ ଭାଷାରେ ନାମ ଓ ପଦବୀ, ଏବଂ ଗୋଷ୍ଠୀ ପୂରଣ କରନ୍ତୁ।",
    ),
    row(
        "youtube-required",
        "Please provide a YouTube URL.",
        "ଦୟାକରି ଏକ YouTube URL ଦିଅନ୍ତୁ।",
    ),
    row(
        "youtube-invalid",
        "Please provide a valid YouTube URL.",
        "ଦୟାକରି ଏକ ବୈଧ YouTube URL ଦିଅନ୍ତୁ।",
    ),
    row(
        "banner-image",
        "Please select a Banner image.",
        "ଦୟାକରି ଏକ ବ୍ୟାନର ଛବି ବାଛନ୍ତୁ।",
    ),
    row(
        "pdf-required",
        "Please select a PDF file.",
        "ଦୟାକରି ଏକ PDF ଫାଇଲ ବାଛନ୍ତୁ।",
    ),
    row(
        "category",
        "Please select a category from the list.",
        "ଦୟାକରି ତାଲିକାରୁ ଏକ ବର୍ଗ ବାଛନ୍ତୁ।",
    ),
    row(
        "logo-image",
        "Please select a logo image.",
        "ଦୟାକରି ଏକ ଲୋଗୋ ଛବି ବାଛନ୍ତୁ।",
    ),
    row(
        "image-to-upload",
        "Please select an image to upload.",
        "ଦୟାକରି ଅପଲୋଡ୍ ପାଇଁ ଏକ ଛବି ବାଛନ୍ତୁ।",
    ),
    row(
        "file-language",
        "Please select the language of the file.",
        "ଦୟାକରି ଫାଇଲର ଭାଷା ବାଛନ୍ତୁ।",
    ),
    row(
        "social-links",
        "Social media addresses must start with https:// (or be left empty).",
        "ସାମାଜିକ ମାଧ୍ୟମ ଠିକଣା ଏକ ପୂର୍ଣ୍ଣ ୱେବ୍ ଠିକଣା ହେବା ଆବଶ୍ୟକ (କିମ୍ବା ଖାଲି ଛାଡ଼ନ୍ତୁ)।",
    ),
    row(
        "slug",
        "The address may use only lowercase letters, digits and hyphens (for example privacy-policy).",
        "ଠିକଣାରେ କେବଳ ଛୋଟ ଇଂରାଜୀ ଅକ୍ଷର, ଅଙ୍କ ଓ ହାଇଫେନ୍ ରହିପାରିବ।",
    ),
    row(
        "file-too-large",
        "The file size exceeds {N} MB!",
        "ଫାଇଲର ଆକାର {N} MBରୁ ଅଧିକ!",
    ),
    row(
        "official-group",
        "The group must be chairperson-and-member-secretary, academic-consultants or finance.",
        "ଗୋଷ୍ଠୀ ଅଧ୍ୟକ୍ଷ ଓ ସଦସ୍ୟ ସଚିବ, ଶୈକ୍ଷିକ ପରାମର୍ଶଦାତା କିମ୍ବା ଅର୍ଥ ହେବା ଆବଶ୍ୟକ।",
    ),
    row(
        "image-over-5mb",
        "The image file size exceeds 5MB!",
        "ଛବି ଫାଇଲର ଆକାର ୫ MBରୁ ଅଧିକ!",
    ),
    // Visitors' feedback.
    row(
        "feedback-json",
        "Send the feedback as JSON, with Content-Type: application/json.",
        "ମତାମତ JSON ଭାବେ ପଠାନ୍ତୁ।",
    ),
    row(
        "feedback-not-object",
        "Send the form as a JSON object of name, email, phone, subject and message.",
        "ପ୍ରପତ୍ରଟି ନାମ, ଇମେଲ୍, ଫୋନ୍, ବିଷୟ ଓ ବାର୍ତ୍ତା ସହ ଏକ JSON ବସ୍ତୁ ଭାବେ ପଠାନ୍ତୁ।",
    ),
    row(
        "feedback-required",
        "Please enter {label}.",
        "ଦୟାକରି {label} ଲେଖନ୍ତୁ।",
    ),
    row(
        "feedback-too-long",
        "{label} is too long (at most {n} characters).",
        "{label} ଅତ୍ୟଧିକ ଲମ୍ବା (ସର୍ବାଧିକ {n} ଅକ୍ଷର)।",
    ),
    row(
        "feedback-email",
        "Please enter a valid e-mail address.",
        "ଦୟାକରି ଏକ ବୈଧ ଇମେଲ୍ ଠିକଣା ଲେଖନ୍ତୁ।",
    ),
    row(
        "feedback-throttled",
        "You have sent several messages in the last hour. Please try again in {n} minutes.",
        "ଆପଣ ଗତ ଘଣ୍ଟାରେ ଅନେକ ବାର୍ତ୍ତା ପଠାଇଛନ୍ତି। ଦୟାକରି {n} ମିନିଟ ପରେ ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।",
    ),
    row(
        "feedback-phone",
        "The phone number must have 10 digits.",
        "ଫୋନ୍ ନମ୍ବରରେ ୧୦ଟି ଅଙ୍କ ରହିବା ଆବଶ୍ୟକ।",
    ),
    row(
        "feedback-status",
        "status must be one of new, inProgress, replied, closed.",
        "ସ୍ଥିତି ନୂଆ, ଚାଲୁଛି, ଉତ୍ତର ଦିଆଯାଇଛି କିମ୍ବା ବନ୍ଦ ମଧ୍ୟରୁ ଗୋଟିଏ ହେବା ଆବଶ୍ୟକ।",
    ),
    row(
        "feedback-assignee",
        "assigneeId must be an adminId from /account/admins, or null to unassign.",
        "ଦାୟିତ୍ୱପ୍ରାପ୍ତ ଅଧିକାରୀ ଖାତା ତାଲିକାରୁ ଜଣେ ହେବା ଆବଶ୍ୟକ, କିମ୍ବା ଖାଲି।",
    ),
    row(
        "feedback-assignee-filter",
        "assigneeId must be an adminId from /account/admins.",
        "ଦାୟିତ୍ୱପ୍ରାପ୍ତ ଅଧିକାରୀ ଖାତା ତାଲିକାରୁ ଜଣେ ହେବା ଆବଶ୍ୟକ।",
    ),
    row(
        "feedback-assignee-unknown",
        "No active approver or administrator has this assigneeId (see /account/admins).",
        "ଏହି ଦାୟିତ୍ୱପ୍ରାପ୍ତ ଅଧିକାରୀ ଜଣେ ସକ୍ରିୟ ଅନୁମୋଦକ ବା ପ୍ରଶାସକ ନୁହଁନ୍ତି।",
    ),
    row(
        "feedback-note-too-long",
        "The {label} is too long (at most {n} characters).",
        "{label} ଅତ୍ୟଧିକ ଲମ୍ବା (ସର୍ବାଧିକ {n} ଅକ୍ଷର)।",
    ),
    row(
        "feedback-note-empty",
        "Please write the {label}.",
        "ଦୟାକରି {label} ଲେଖନ୍ତୁ।",
    ),
    row(
        "feedback-id",
        "feedbackId must be the message's id.",
        "ମତାମତର କ୍ରମିକ ସଂଖ୍ୟା ଆବଶ୍ୟକ।",
    ),
    row(
        "feedback-update-object",
        "The request must be a JSON object with feedbackId.",
        "ଅନୁରୋଧଟି ମତାମତର କ୍ରମିକ ସଂଖ୍ୟା ସହ ଏକ JSON ବସ୍ତୁ ହେବା ଆବଶ୍ୟକ।",
    ),
    row(
        "feedback-not-found",
        "Feedback {n} does not exist. Reload the inbox.",
        "{n} ନମ୍ବର ମତାମତ ନାହିଁ। ମତାମତ ତାଲିକା ପୁଣି ଖୋଲନ୍ତୁ।",
    ),
    // Backups.
    row(
        "backup-no-dir",
        "No backup folder is set. The IT officer sets backup_dir in oshec.toml (or OSHEC_BACKUP_DIR) and restarts the server.",
        "କୌଣସି ବ୍ୟାକଅପ୍ ଫୋଲ୍ଡର ସ୍ଥିର ହୋଇନାହିଁ। ଆଇଟି ଅଧିକାରୀ oshec.toml ରେ backup_dir ସ୍ଥିର କରି ସର୍ଭର ପୁଣି ଆରମ୍ଭ କରନ୍ତି।",
    ),
    row(
        "backup-request",
        "The request must be a JSON object with the backup's name.",
        "ଅନୁରୋଧଟି ବ୍ୟାକଅପର ନାମ ସହ ଏକ JSON ବସ୍ତୁ ହେବା ଆବଶ୍ୟକ।",
    ),
    row(
        "backup-not-found",
        "There is no backup named {name} in the backup folder. Reload the list.",
        "ବ୍ୟାକଅପ୍ ଫୋଲ୍ଡରରେ ଏହି ନାମର କୌଣସି ବ୍ୟାକଅପ୍ ନାହିଁ। ତାଲିକାଟି ପୁଣି ଖୋଲନ୍ତୁ।",
    ),
    row(
        "backup-unreadable",
        "The backup {name} cannot be read: {detail}.",
        "ଏହି ବ୍ୟାକଅପ୍ ପଢ଼ି ହେଉନାହିଁ।",
    ),
    row(
        "backup-busy",
        "another backup is running; try again when it has finished",
        "ଅନ୍ୟ ଏକ ବ୍ୟାକଅପ୍ ଚାଲୁଛି; ତାହା ଶେଷ ହେବା ପରେ ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।",
    ),
    row(
        "backup-exists",
        "{path} already exists; a backup never overwrites a file. Choose another name with --output",
        "ଏହି ନାମର ଫାଇଲ ପୂର୍ବରୁ ଅଛି; ବ୍ୟାକଅପ୍ କେବେ ଫାଇଲ ଉପରେ ଲେଖେ ନାହିଁ।",
    ),
    row(
        "backup-no-folder",
        "cannot write a backup in {dir}: the folder does not exist. Create it, or choose another path with --output",
        "ବ୍ୟାକଅପ୍ ଲେଖାଯାଇପାରିଲା ନାହିଁ: ଫୋଲ୍ଡରଟି ନାହିଁ। ଆଇଟି ଅଧିକାରୀଙ୍କୁ ଜଣାନ୍ତୁ।",
    ),
    row(
        "backup-denied",
        "cannot write a backup in {dir}: permission denied. Choose a folder this user may write to (the one running oshec serve, if it runs)",
        "ବ୍ୟାକଅପ୍ ଲେଖାଯାଇପାରିଲା ନାହିଁ: ଫୋଲ୍ଡରରେ ଲେଖିବାର ଅନୁମତି ନାହିଁ। ଆଇଟି ଅଧିକାରୀଙ୍କୁ ଜଣାନ୍ତୁ।",
    ),
    row(
        "backup-disk-full",
        "the disk holding {dir} is full; nothing was written. Free some space or choose another disk with --output",
        "ବ୍ୟାକଅପର ଡିସ୍କ ଭରିଯାଇଛି; କିଛି ଲେଖାଗଲା ନାହିଁ। ଆଇଟି ଅଧିକାରୀଙ୍କୁ ଜଣାନ୍ତୁ।",
    ),
    row(
        "backup-failed",
        "the backup could not be written to {path}: {reason}. Nothing was left under that name",
        "ବ୍ୟାକଅପ୍ ଲେଖାଯାଇପାରିଲା ନାହିଁ; ସେହି ନାମରେ କିଛି ରହିଲା ନାହିଁ।",
    ),
    row(
        "backup-mismatch",
        "the copy did not match the database ({reason}); it was removed",
        "ନକଲଟି ଡାଟାବେସ ସହ ମେଳ ଖାଇଲା ନାହିଁ; ଏହାକୁ ହଟାଇ ଦିଆଗଲା।",
    ),
];
