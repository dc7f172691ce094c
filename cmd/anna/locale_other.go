//go:build !windows

package main

// systemLocale is "": on Unix the locale is the environment's, which
// localeChoice has read (macOS's Terminal sets LANG from the system's
// language and region).
func systemLocale() string { return "" }
