use super::*;
use std::collections::HashMap;

fn load(flags: &Flags, env: &[(&str, &str)]) -> Result<Loaded, ConfigError> {
    let env: HashMap<String, String> = env
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    let all: Vec<(String, String)> = env.clone().into_iter().collect();
    Settings::load_from(flags, |k| env.get(k).cloned(), all.into_iter())
}

fn file(text: &str) -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("oshec.toml");
    std::fs::write(&path, text).expect("write");
    (dir, path)
}

#[test]
fn layers_file_then_env_then_flags() {
    let (_dir, path) = file(
        "bind = \"0.0.0.0:80\"\ndatabase = \"/a.redb\"\nsession_hours = 2\nlogin_max_failures = 4\nlogin_window_minutes = 1.5\nseed = false\nlog = \"debug\"\n",
    );
    let flags = Flags {
        config: Some(path.clone()),
        ..Flags::default()
    };
    let s = load(&flags, &[]).unwrap().settings;
    assert_eq!(s.bind, "0.0.0.0:80".parse().unwrap());
    assert_eq!(s.database, PathBuf::from("/a.redb"));
    assert_eq!(s.session_ttl, Duration::from_secs(7200));
    assert_eq!(s.login_max_failures, 4);
    assert_eq!(s.login_window, Duration::from_secs(90));
    assert!(!s.seed);
    assert_eq!(s.log, "debug");

    let s = load(
        &flags,
        &[("OSHEC_BIND", "127.0.0.1:9000"), ("OSHEC_SEED", "yes")],
    )
    .unwrap()
    .settings;
    assert_eq!(s.bind, "127.0.0.1:9000".parse().unwrap());
    assert!(s.seed);

    let flags = Flags {
        config: Some(path),
        bind: Some("127.0.0.1:9001".into()),
        database: Some("/b.redb".into()),
        no_seed: true,
    };
    let s = load(
        &flags,
        &[("OSHEC_BIND", "127.0.0.1:9000"), ("OSHEC_SEED", "1")],
    )
    .unwrap()
    .settings;
    assert_eq!(s.bind, "127.0.0.1:9001".parse().unwrap());
    assert_eq!(s.database, PathBuf::from("/b.redb"));
    assert!(!s.seed);
}

#[test]
fn errors_name_the_source_and_the_expected_form() {
    let (_dir, path) = file("bnd = \"x\"\n");
    let flags = Flags {
        config: Some(path.clone()),
        ..Flags::default()
    };
    let e = load(&flags, &[]).unwrap_err().to_string();
    assert!(
        e.contains("unknown setting `bnd`") && e.contains("bind, database"),
        "{e}"
    );

    let (_dir, path) = file("login_max_failures = 0\n");
    let flags = Flags {
        config: Some(path),
        ..Flags::default()
    };
    let e = load(&flags, &[]).unwrap_err().to_string();
    assert!(
        e.contains("setting `login_max_failures`") && e.contains("at least 1"),
        "{e}"
    );

    let e = load(&Flags::default(), &[("OSHEC_SESSION_HOURS", "eight")])
        .unwrap_err()
        .to_string();
    assert!(
        e.starts_with("OSHEC_SESSION_HOURS: \"eight\" is not valid"),
        "{e}"
    );

    let flags = Flags {
        bind: Some("localhost".into()),
        ..Flags::default()
    };
    let e = load(&flags, &[]).unwrap_err().to_string();
    assert!(
        e.starts_with("--bind: \"localhost\"") && e.contains("127.0.0.1:8080"),
        "{e}"
    );

    let flags = Flags {
        config: Some("/nonexistent/oshec.toml".into()),
        ..Flags::default()
    };
    let e = load(&flags, &[]).unwrap_err().to_string();
    assert!(
        e.contains("cannot read the configuration file /nonexistent/oshec.toml"),
        "{e}"
    );
}

#[test]
fn trusted_proxies_are_a_list_in_the_file_and_commas_in_the_environment() {
    let ips = |list: &[&str]| -> Vec<IpAddr> { list.iter().map(|a| a.parse().unwrap()).collect() };
    assert!(Settings::default().trusted_proxies.is_empty());

    let (_dir, path) = file("trusted_proxies = [\"127.0.0.1\", \"::1\", \"::ffff:10.0.0.2\"]\n");
    let flags = Flags {
        config: Some(path),
        ..Flags::default()
    };
    let s = load(&flags, &[]).unwrap().settings;
    assert_eq!(s.trusted_proxies, ips(&["127.0.0.1", "::1", "10.0.0.2"]));

    // The environment replaces the file's list; empty means none.
    let s = load(&flags, &[("OSHEC_TRUSTED_PROXIES", " 10.0.0.1 , fd00::1")])
        .unwrap()
        .settings;
    assert_eq!(s.trusted_proxies, ips(&["10.0.0.1", "fd00::1"]));
    let s = load(&flags, &[("OSHEC_TRUSTED_PROXIES", "")])
        .unwrap()
        .settings;
    assert!(s.trusted_proxies.is_empty());

    // One address as a string in the file is what a person writing it meant.
    let (_dir, path) = file("trusted_proxies = \"127.0.0.1\"\n");
    let flags = Flags {
        config: Some(path),
        ..Flags::default()
    };
    let s = load(&flags, &[]).unwrap().settings;
    assert_eq!(s.trusted_proxies, ips(&["127.0.0.1"]));
    let (_dir, path) = file("trusted_proxies = []\n");
    let flags = Flags {
        config: Some(path),
        ..Flags::default()
    };
    assert!(
        load(&flags, &[])
            .unwrap()
            .settings
            .trusted_proxies
            .is_empty()
    );
}

#[test]
fn bad_trusted_proxies_name_the_source_and_the_expected_form() {
    let (_dir, path) = file("trusted_proxies = [\"127.0.0.1\", \"localhost\"]\n");
    let flags = Flags {
        config: Some(path.clone()),
        ..Flags::default()
    };
    let e = load(&flags, &[]).unwrap_err().to_string();
    assert_eq!(
        e,
        format!(
            "{}, setting `trusted_proxies`: \"localhost\" is not valid; expected {}.",
            path.display(),
            TRUSTED_PROXIES.expected
        )
    );

    for text in [
        "trusted_proxies = [1]\n",
        "trusted_proxies = [\"10.0.0.0/8\"]\n",
    ] {
        let (_dir, path) = file(text);
        let flags = Flags {
            config: Some(path),
            ..Flags::default()
        };
        let e = load(&flags, &[]).unwrap_err().to_string();
        assert!(
            e.contains("setting `trusted_proxies`") && e.contains("[\"127.0.0.1\", \"::1\"]"),
            "{e}"
        );
    }

    for value in ["127.0.0.1;10.0.0.1", "127.0.0.1,", "nginx", "127.0.0.1:80"] {
        let e = load(&Flags::default(), &[("OSHEC_TRUSTED_PROXIES", value)])
            .unwrap_err()
            .to_string();
        assert!(
            e.starts_with(&format!("OSHEC_TRUSTED_PROXIES: {value:?} is not valid"))
                && e.contains("127.0.0.1,::1 in OSHEC_TRUSTED_PROXIES"),
            "{e}"
        );
    }
}

#[test]
fn edge_settings_are_read_and_checked() {
    let (_dir, path) = file(
        "public_url = \"https://oshec.example.org/\"\nhsts_include_subdomains = true\n\
         admin_allow = [\"10.20.0.0/16\", \"203.0.113.7\", \"2001:db8::1/48\"]\n",
    );
    let flags = Flags {
        config: Some(path),
        ..Flags::default()
    };
    let s = load(&flags, &[]).unwrap().settings;
    assert_eq!(s.public_url.as_deref(), Some("https://oshec.example.org"));
    assert!(s.hsts_include_subdomains);
    let nets: Vec<String> = s.admin_allow.iter().map(ToString::to_string).collect();
    assert_eq!(nets, ["10.20.0.0/16", "203.0.113.7/32", "2001:db8::/48"]);

    let s = load(&flags, &[("OSHEC_ADMIN_ALLOW", "192.0.2.0/24, ::1")])
        .unwrap()
        .settings;
    assert_eq!(s.admin_allow.len(), 2);
    for (var, value) in [
        ("OSHEC_ADMIN_ALLOW", "10.0.0.0/33"),
        ("OSHEC_ADMIN_ALLOW", "intranet"),
        ("OSHEC_PUBLIC_URL", "oshec.example.org"),
        ("OSHEC_PUBLIC_URL", "https://"),
        ("OSHEC_HSTS_INCLUDE_SUBDOMAINS", "maybe"),
    ] {
        let err = load(&Flags::default(), &[(var, value)])
            .unwrap_err()
            .to_string();
        assert!(err.contains(var) && err.contains("expected"), "{err}");
    }
}

/// The sample oshec.toml shows every setting with its default.
#[test]
fn the_sample_file_holds_the_defaults() {
    let (_dir, path) = file(include_str!("../../oshec.toml"));
    let flags = Flags {
        config: Some(path),
        ..Flags::default()
    };
    let s = load(&flags, &[]).unwrap().settings;
    let d = Settings::default();
    assert_eq!(format!("{s:?}"), format!("{d:?}"));
}

#[test]
fn unknown_environment_variables_are_warned_about() {
    let loaded = load(
        &Flags::default(),
        &[("OSHEC_BINDD", "x"), ("OSHEC_SKIP_UI_BUILD", "1")],
    )
    .unwrap();
    assert_eq!(loaded.warnings.len(), 1);
    assert!(loaded.warnings[0].contains("OSHEC_BINDD"));
}

#[test]
fn control_socket_sits_beside_the_database() {
    let s = Settings {
        database: "/var/lib/oshec/oshec.redb".into(),
        ..Settings::default()
    };
    assert_eq!(
        s.control_socket(),
        PathBuf::from("/var/lib/oshec/oshec.redb.sock")
    );
}
