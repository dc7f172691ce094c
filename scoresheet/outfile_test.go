package scoresheet

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// TestFilesWrittenInPlace: CreateFresh and OpenLog write a regular file of
// their own (a new one, or the log as it was, appended to) and refuse a
// symbolic link, a folder and a device, leaving a link's target as it was.
func TestFilesWrittenInPlace(t *testing.T) {
	dir := t.TempDir()
	target := filepath.Join(dir, "system-file")
	os.WriteFile(target, []byte("keep me"), 0o644)
	link := filepath.Join(dir, "t.wav")
	err := os.Symlink(target, link)
	if st, lerr := os.Lstat(link); err != nil || lerr != nil || st.Mode()&os.ModeSymlink == 0 {
		// Windows lets only an administrator make one; Wine makes none
		// that Lstat tells.
		t.Skipf("no symbolic link here: %v", err)
	}
	existing := filepath.Join(dir, "old.wav")
	os.WriteFile(existing, []byte("an old tape"), 0o644)
	for _, open := range []struct {
		name string
		f    func(string) (*os.File, error)
		kept string // what the regular file holds after writing "new" to it
	}{{"CreateFresh", CreateFresh, "new"}, {"OpenLog", OpenLog, "an old tapenew"}} {
		t.Run(open.name, func(t *testing.T) {
			os.WriteFile(existing, []byte("an old tape"), 0o644)
			f, err := open.f(existing)
			if err != nil {
				t.Fatal(err)
			}
			f.WriteString("new")
			f.Close()
			if data, _ := os.ReadFile(existing); string(data) != open.kept {
				t.Errorf("the regular file holds %q, want %q", data, open.kept)
			}
			missing := filepath.Join(t.TempDir(), "new.wav")
			if f, err := open.f(missing); err != nil {
				t.Errorf("a missing file: %v", err)
			} else {
				f.Close()
			}
			refused := []string{link, dir}
			if _, err := os.Stat(os.DevNull); err == nil && os.DevNull == "/dev/null" {
				refused = append(refused, os.DevNull)
			}
			for _, path := range refused {
				var odd *NotRegularError
				if f, err := open.f(path); !errors.As(err, &odd) {
					t.Errorf("%s: got %v, want NotRegularError", path, err)
					if f != nil {
						f.Close()
					}
				}
			}
			if data, _ := os.ReadFile(target); string(data) != "keep me" {
				t.Errorf("the link's target holds %q", data)
			}
			if st, err := os.Lstat(link); err != nil || st.Mode()&os.ModeSymlink == 0 {
				t.Errorf("the link is gone: %v", err)
			}
		})
	}
}
