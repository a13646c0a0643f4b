//! The catalogue's messages of visitors' feedback.

use super::*;

/// Visitors' feedback.
pub(super) const FEEDBACK: &[Row] = &[
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
];
