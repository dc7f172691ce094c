package inplace

import (
	"os"
	"strconv"
	"strings"
	"unsafe"

	"golang.org/x/sys/unix"
)

// Release tells the kernel that the program no longer needs the pages of
// read-only embedded data around b (a file just read in place and decoded):
// they stay in the page cache but leave the program's resident memory.
// Linux maps a file in folios of up to 2 MB, so the whole 2 MB around b is
// given back, kept within the span of the embedded files, which is
// read-only data and so safe to drop (it is read again from the file if
// ever touched).
func (f *Files) Release(b []byte) {
	lo, hi := f.span()
	const window = 2 << 20
	base := unsafe.Pointer(unsafe.SliceData(b))
	p := uintptr(base)
	start := max(p&^(window-1), lo)
	end := min((p+uintptr(len(b))+window-1)&^(window-1), hi)
	if end <= start {
		return
	}
	// Read-only data outside the Go heap: the pointer arithmetic is safe.
	first := (*byte)(unsafe.Add(base, int(start)-int(p)))
	unix.Madvise(unsafe.Slice(first, end-start), unix.MADV_DONTNEED)
}

// spanOf is the range of whole pages that lie within the files, or an
// empty range unless the kernel confirms that all of it is mapped
// read-only (dropping written pages would lose data).
func spanOf(files map[string]string) (lo, hi uintptr) {
	lo = ^uintptr(0)
	for _, s := range files {
		if len(s) == 0 {
			continue
		}
		p := uintptr(unsafe.Pointer(unsafe.StringData(s)))
		lo, hi = min(lo, p), max(hi, p+uintptr(len(s)))
	}
	if hi == 0 {
		return 0, 0
	}
	page := uintptr(unix.Getpagesize())
	lo, hi = (lo+page-1)&^(page-1), hi&^(page-1)
	if !readOnly(lo, hi) {
		return 0, 0
	}
	return lo, hi
}

// readOnly reports whether /proc/self/maps shows [lo, hi) covered by
// mappings that cannot be written.
func readOnly(lo, hi uintptr) bool {
	maps, err := os.ReadFile("/proc/self/maps")
	if err != nil || lo >= hi {
		return false
	}
	covered := lo
	for _, line := range strings.Split(string(maps), "\n") {
		f := strings.Fields(line)
		if len(f) < 2 {
			continue
		}
		from, to, ok := strings.Cut(f[0], "-")
		a, err1 := strconv.ParseUint(from, 16, 64)
		b, err2 := strconv.ParseUint(to, 16, 64)
		if !ok || err1 != nil || err2 != nil || uintptr(b) <= covered || uintptr(a) > covered {
			continue
		}
		if strings.Contains(f[1], "w") {
			return false
		}
		covered = uintptr(b)
		if covered >= hi {
			return true
		}
	}
	return false
}
