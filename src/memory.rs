//! The allocator's side of keeping the server small: glibc's malloc keeps freed memory in
//! per-thread arenas, so after a burst of concurrent uploads a server that needs 30 MiB stayed
//! at 140 MiB. Fewer arenas and an explicit trim after large requests give it back.

/// At start-up, before any thread exists: at most two malloc arenas, and every block over
/// 128 KiB in a mapping of its own. glibc otherwise raises that threshold to the largest block
/// freed (up to 32 MiB), so after one 5 MB upload the next ones' buffers (form part, stored
/// copy, base64 detail answer) come from heaps that keep freed memory: 50 uploads of 5 MB
/// images left 38–60 MiB resident with two arenas and trims, 17 MiB with the fixed threshold.
pub fn tune() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: mallopt only sets allocator parameters; called before other threads start.
    // 128 KiB is glibc's own default threshold, which setting it merely stops from rising.
    unsafe {
        libc::mallopt(libc::M_ARENA_MAX, 2);
        libc::mallopt(libc::M_MMAP_THRESHOLD, 128 * 1024);
    }
}

/// After a request that held megabytes (an upload): return free memory to the system.
pub fn release() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: malloc_trim only releases free pages; it is safe to call from any thread.
    unsafe {
        libc::malloc_trim(0);
    }
}
