package clips

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/anna-chess/anna/speech"
)

// TestMakeClipsIsReproducible speaks clips of the catalogue again, one in
// every hundred and each language's first, with scripts/make-clips, and
// finds them byte for byte as committed: the same words give the same
// files (no random dither), so a clip's file changes only when its words
// do.
func TestMakeClipsIsReproducible(t *testing.T) {
	for _, tool := range []string{"espeak-ng", "sox", "flac"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s is not installed (apt-get install espeak-ng sox flac; scripts/test installs them)", tool)
		}
	}
	dir := t.TempDir()
	seen := map[speech.Voice]bool{}
	for i, c := range Stored() {
		if i%100 != 0 && seen[c.Voice] {
			continue
		}
		seen[c.Voice] = true
		out := filepath.Join(dir, "clip.flac")
		cmd := exec.Command("../../scripts/make-clips", "--one", c.Name, string(c.Voice), c.Say, out)
		if msg, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("make-clips --one %s: %v\n%s", c.Name, err, msg)
		}
		got, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		want, err := stored.ReadFile(clipPath(c.Name))
		if err != nil {
			t.Errorf("%s is not in the bank; run scripts/make-clips", c.Name)
			continue
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s (%q): spoken again it is %d bytes unlike the %d committed", c.Name, c.Say, len(got), len(want))
		}
	}
}
