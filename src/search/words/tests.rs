//! Folding and stemming, with words of the starter content (`src/seed/content.json`).
use super::*;

fn nfc(word: &str) -> String {
    crate::search::normalise(word)
}

fn keys_agree(words: &[&str]) {
    let first = key(&nfc(words[0]));
    for word in words {
        assert_eq!(key(&nfc(word)), first, "{word} against {}", words[0]);
    }
}

#[test]
fn odia_spellings_fold_to_one() {
    // The nukta, typed or not, decomposed or precomposed.
    let with = nfc("ଓଡ଼ିଆ");
    assert_eq!(fold(&with), fold("ଓଡିଆ"));
    assert_eq!(fold("\u{0B13}\u{0B5C}\u{0B3F}\u{0B06}"), fold("ଓଡିଆ"));
    assert_eq!(fold(&nfc("ସୁଦୃଢ଼")), fold("ସୁଦୃଢ"));
    assert_eq!(
        fold("\u{0B38}\u{0B41}\u{0B26}\u{0B43}\u{0B5D}"),
        fold("ସୁଦୃଢ")
    );
    // ୟ and ଯ, ୱ and ବ.
    assert_eq!(fold("ପାଠ୍ୟକ୍ରମ"), fold("ପାଠ୍ଯକ୍ରମ"));
    assert_eq!(fold("ବିଶ୍ୱବିଦ୍ୟାଳୟ"), fold("ବିଶ୍ବବିଦ୍ଯାଳଯ"));
    // Chandrabindu and anusvara.
    assert_eq!(fold("ପାଇଁ"), fold("ପାଇଂ"));
    // Joiners are invisible, and Odia digits are digits.
    assert_eq!(fold("ପାଠ୍\u{200D}ୟକ୍ରମ"), fold("ପାଠ୍ୟକ୍ରମ"));
    assert_eq!(fold("ଓଡ\u{200C}ିଆ"), fold("ଓଡିଆ"));
    assert_eq!(fold("୨୦୨୦"), "2020");
    // English is left alone, and a word with nothing to fold is not copied.
    assert!(matches!(fold("curriculum"), Cow::Borrowed("curriculum")));
    assert!(matches!(fold("ପରିଷଦ"), Cow::Borrowed(_)));
}

#[test]
fn odia_case_endings_and_plurals_come_off() {
    keys_agree(&["ପାଠ୍ୟକ୍ରମ", "ପାଠ୍ୟକ୍ରମର", "ପାଠ୍ଯକ୍ରମରେ"]);
    keys_agree(&["ଓଡ଼ିଆ", "ଓଡ଼ିଆରେ", "ଓଡିଆ", "ଓଡିଆରେ"]);
    keys_agree(&["ପରିଷଦ", "ପରିଷଦର", "ପରିଷଦକୁ"]);
    keys_agree(&[
        "ମହାବିଦ୍ୟାଳୟ",
        "ମହାବିଦ୍ୟାଳୟର",
        "ମହାବିଦ୍ୟାଳୟରେ",
        "ମହାବିଦ୍ୟାଳୟଗୁଡ଼ିକ",
        "ମହାବିଦ୍ୟାଳୟଗୁଡ଼ିକରେ",
        "ମହାବିଦ୍ୟାଳୟଗୁଡ଼ିକୁ",
        "ମହାବିଦ୍ୟାଳୟଗୁଡିକୁ",
    ]);
    keys_agree(&["ବିଶ୍ୱବିଦ୍ୟାଳୟ", "ବିଶ୍ୱବିଦ୍ୟାଳୟଗୁଡ଼ିକୁ", "ବିଶ୍ୱବିଦ୍ୟାଳୟରେ"]);
    keys_agree(&[
        "ଛାତ୍ରଛାତ୍ରୀ",
        "ଛାତ୍ରଛାତ୍ରୀମାନେ",
        "ଛାତ୍ରଛାତ୍ରୀଙ୍କ",
        "ଛାତ୍ରଛାତ୍ରୀଙ୍କୁ",
        "ଛାତ୍ରଛାତ୍ରୀମାନଙ୍କୁ",
    ]);
    keys_agree(&["ଶିକ୍ଷକ", "ଶିକ୍ଷକମାନେ", "ଶିକ୍ଷକମାନଙ୍କୁ"]);
    keys_agree(&["ଶିକ୍ଷା", "ଶିକ୍ଷାର"]);
    keys_agree(&["ସୂଚନା", "ସୂଚନାକୁ"]);
    // Endings one after another: of the copyright holder, from.
    keys_agree(&["ଧାରକ", "ଧାରକଙ୍କଠାରୁ"]);
    // A word that ends in ର itself loses it too, so its inflected forms still agree.
    keys_agree(&["ସରକାର", "ସରକାରଙ୍କ", "ସରକାରଙ୍କୁ"]);
    keys_agree(&["ପୃଷ୍ଠା", "ପୃଷ୍ଠାରେ", "ପୃଷ୍ଠାରୁ"]);
}

#[test]
fn odia_stems_keep_their_conjuncts_and_two_letters() {
    // An ending that would leave a virama was part of a conjunct: ଷ୍ଟି, ଷ୍ଟା, ତ୍ର.
    for word in ["ସୃଷ୍ଟି", "ଚେଷ୍ଟା", "ପତ୍ର", "ପ୍ରପତ୍ର"]
    {
        assert_eq!(key(word), word);
    }
    // ପୃଷ୍ଠାରେ ends in ଠାରେ too, but only ରେ is its ending.
    assert_eq!(key("ପୃଷ୍ଠାରେ"), "ପୃଷ୍ଠା");
    // A stem keeps two letters: ଘର is not cut to ଘ, nor ଅଙ୍କ (marks) to ଅ.
    assert_eq!(key("ଘର"), "ଘର");
    assert_eq!(key("ଅଙ୍କ"), "ଅଙ୍କ");
    assert_eq!(key("ମାନେ"), "ମାନେ");
}

#[test]
fn the_odia_endings_are_tried_longest_first() {
    let lengths: Vec<usize> = ODIA_ENDINGS.iter().map(|e| e.chars().count()).collect();
    let mut sorted = lengths.clone();
    sorted.sort_unstable_by(|a, b| b.cmp(a));
    assert_eq!(lengths, sorted);
    // Written as they are after folding, so every spelling of an ending is found.
    for ending in ODIA_ENDINGS {
        assert_eq!(fold(ending), *ending);
    }
}

#[test]
fn english_words_lose_their_suffixes() {
    keys_agree(&["university", "universities"]);
    keys_agree(&["accreditation", "accredited"]);
    keys_agree(&["programme", "programmes"]);
    keys_agree(&["college", "colleges"]);
    keys_agree(&["guideline", "guidelines"]);
    keys_agree(&["curriculum", "Curriculum"]);
    assert_ne!(key("council"), key("counsel"));
    // Numbers are their own key, Odia digits the same as ASCII ones.
    assert_eq!(key("2020"), "2020");
    assert_eq!(key("୨୦୨୦"), "2020");
}

#[test]
fn typos_take_one_edit_from_five_letters_and_two_from_nine() {
    assert_eq!(typo_edits("exam"), 0);
    assert_eq!(typo_edits("grant"), 1);
    assert_eq!(typo_edits("council"), 1);
    assert_eq!(typo_edits("curiculum"), 2);
    assert_eq!(typo_edits("acreditation"), 2);
    assert_eq!(typo_edits("20201"), 0, "numbers take no typo");
    assert_eq!(edits_within("acreditation", "accreditation", 2), Some(1));
    assert_eq!(edits_within("curiculum", "curriculum", 2), Some(1));
    assert_eq!(
        edits_within("cuonsil", "council", 2),
        Some(2),
        "a swap is one edit"
    );
    assert_eq!(edits_within("council", "counsel", 1), None);
    assert_eq!(edits_within("exam", "examination", 2), None);
    assert_eq!(suggestion_edits("exem"), 1);
    assert_eq!(suggestion_edits("cuncel"), 2);
    assert_eq!(suggestion_edits("ab"), 0);
}
