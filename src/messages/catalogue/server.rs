//! The catalogue's messages of the server itself, the wire format, the edge and backups.

use super::*;

/// The server itself and the wire format.
pub(super) const SERVER: &[Row] = &[
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
];

/// The edge.
pub(super) const EDGE: &[Row] = &[row(
    "address-not-allowed",
    "The back office cannot be used from this address.",
    "ଏହି ଠିକଣାରୁ ପ୍ରଶାସନିକ ପ୍ୟାନେଲ ବ୍ୟବହାର କରାଯାଇପାରିବ ନାହିଁ।",
)];

/// Backups.
pub(super) const BACKUPS: &[Row] = &[
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
