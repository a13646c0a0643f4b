//! The starter content: an untouched starter site is not healthy, and a site that declined it has
//! none of it.

use super::*;

/// The findings of one list, as (entity, id, field).
fn listed(report: &Value, list: &str) -> Vec<(String, u64, String)> {
    report[list]
        .as_array()
        .unwrap_or_else(|| panic!("no list {list}"))
        .iter()
        .map(|f| {
            (
                f["entity"].as_str().unwrap_or("").to_string(),
                f["id"].as_u64().unwrap_or(0),
                f["field"].as_str().unwrap_or("").to_string(),
            )
        })
        .collect()
}

#[tokio::test]
async fn the_untouched_starter_site_is_not_healthy() {
    let app = spawn_app().await;
    let content = app.content.clone();
    tokio::task::spawn_blocking(move || oshec::seed::at_start(&content, true))
        .await
        .expect("seed task")
        .expect("seed");
    let token = app.admin_token().await;
    let first = report(&app, &token).await;

    // Every starter record of these kinds is still as the seed wrote it, each finding naming
    // its item, as the back office opens it (`?item=<entity>/<id>`).
    let starter = listed(&first, "starterContent");
    for (entity, id) in [("introduction", 1), (NEWS, 1), (NEWS, 6), ("banner", 1)] {
        assert!(
            starter.iter().any(|(e, i, _)| e == entity && *i == id),
            "{entity} {id} in {starter:?}"
        );
    }
    let finding = &about(&first, "starterContent", "introduction", 1)[0];
    assert!(!finding["title"].as_str().unwrap_or("").is_empty());
    assert!(!finding["titleOd"].as_str().unwrap_or("").is_empty());
    assert!(
        finding["detail"]
            .as_str()
            .unwrap_or("")
            .starts_with("Starter content")
    );
    // The starter's two videos have no title.
    assert_eq!(
        listed(&first, "untitledVideos"),
        [
            (VIDEOS.to_string(), 1, "videoTitleEn".to_string()),
            (VIDEOS.to_string(), 2, "videoTitleEn".to_string())
        ]
    );
    // Its placeholder mobile number and the officials' example addresses.
    let contacts = listed(&first, "placeholderContacts");
    assert!(
        contacts.contains(&(SETTINGS.into(), 1, "mobile".into())),
        "{contacts:?}"
    );
    assert!(
        contacts
            .iter()
            .any(|(e, _, f)| e == "official" && f == "email"),
        "{contacts:?}"
    );

    // Each fix leaves its list at once.
    let intro = wire("introduction");
    let mut record = json_of(app.get_by_id(&intro, 1, Some(&token)).await).await["data"].clone();
    record["introductionTitleEn"] = json!("About the council, in its own words");
    assert_eq!(
        json_of(app.manage(&intro, &record, None, Some(&token)).await).await["outcome"],
        json!(true)
    );
    let video = wire(VIDEOS);
    let mut record = json_of(app.get_by_id(&video, 1, Some(&token)).await).await["data"].clone();
    record["videoTitleEn"] = json!("The council at work");
    assert_eq!(
        json_of(app.manage(&video, &record, None, Some(&token)).await).await["outcome"],
        json!(true)
    );
    let settings = wire(SETTINGS);
    let mut record = json_of(app.get_by_id(&settings, 1, Some(&token)).await).await["data"].clone();
    record["mobile"] = json!("9437012345");
    record["mobileOd"] = json!("୯୪୩୭୦୧୨୩୪୫");
    assert_eq!(
        json_of(app.manage(&settings, &record, None, Some(&token)).await).await["outcome"],
        json!(true)
    );

    let after = report(&app, &token).await;
    assert!(about(&after, "starterContent", "introduction", 1).is_empty());
    // The video, and the settings record, were changed: no longer the starter's.
    assert!(about(&after, "starterContent", VIDEOS, 1).is_empty());
    assert_eq!(
        listed(&after, "untitledVideos"),
        [(VIDEOS.to_string(), 2, "videoTitleEn".to_string())]
    );
    let contacts = listed(&after, "placeholderContacts");
    assert!(
        !contacts
            .iter()
            .any(|(e, _, f)| e == SETTINGS && f.starts_with("mobile")),
        "{contacts:?}"
    );
    // The office landline is still the starter's.
    assert!(
        contacts.contains(&(SETTINGS.into(), 1, "officePhone".into())),
        "{contacts:?}"
    );
}

#[tokio::test]
async fn a_site_that_declined_the_starter_content_has_none_of_it() {
    let app = spawn_app().await;
    let content = app.content.clone();
    tokio::task::spawn_blocking(move || oshec::seed::at_start(&content, false))
        .await
        .expect("seed task")
        .expect("no seed");
    let token = app.admin_token().await;
    let report = report(&app, &token).await;
    for list in ["starterContent", "untitledVideos", "placeholderContacts"] {
        assert_eq!(report[list], json!([]), "{list}");
    }
}
