package main

import (
	"unsafe"

	"golang.org/x/sys/windows"
)

var getUserDefaultLocaleName = windows.NewLazySystemDLL("kernel32.dll").NewProc("GetUserDefaultLocaleName")

// systemLocale is the user's locale as Windows' settings have it
// (GetUserDefaultLocaleName: "hr-HR", "de-AT"), where no LANG or LC_*
// says otherwise (a Windows console sets none; Git Bash sets LANG).
func systemLocale() string {
	var buf [85]uint16 // LOCALE_NAME_MAX_LENGTH
	n, _, _ := getUserDefaultLocaleName.Call(uintptr(unsafe.Pointer(&buf[0])), uintptr(len(buf)))
	if n == 0 {
		return ""
	}
	return windows.UTF16ToString(buf[:])
}
