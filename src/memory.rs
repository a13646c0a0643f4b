//! The allocator's side of keeping the server small: glibc's malloc keeps freed memory in
//! per-thread arenas, so after a burst of concurrent uploads a server that needs 30 MiB stayed
//! at 140 MiB. Fewer arenas and an explicit trim after large requests give it back.

/// At start-up, before any thread exists: at most two malloc arenas.
pub fn tune() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: mallopt only sets an allocator parameter; called before other threads start.
    unsafe {
        libc::mallopt(libc::M_ARENA_MAX, 2);
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
