//! The catalogue's messages the entity rows give (their checks' English), found by their English.

use super::*;

/// The entity rows' own messages (the rows of src/entities/), found by their English.
pub(super) const ENTITY_ROWS: &[Row] = &[
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
];
