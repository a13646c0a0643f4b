//! The catalogue's messages of content and its workflow, and of images and files.

use super::*;

/// Content and its workflow.
pub(super) const CONTENT: &[Row] = &[
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
];

/// Images and files.
pub(super) const FILES: &[Row] = &[
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
];
