package speech

import (
	"os"
	"path/filepath"
	"regexp"
	"testing"
	"unicode"
)

// TestSentenceAfterFullStopCapital: the sentences that issue 25 found
// starting lowercase after a full stop (a command word first) start with a
// capital in every language, so that they do not drift back.
func TestSentenceAfterFullStopCapital(t *testing.T) {
	files, err := filepath.Glob("lang/*.toml")
	if err != nil || len(files) != 5 {
		t.Fatalf("language files: %v %v", files, err)
	}
	for _, file := range files {
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		for _, key := range []string{"game-over-prompt"} {
			m := regexp.MustCompile(`(?m)^` + key + ` = "(.*)"`).FindSubmatch(data)
			if m == nil {
				t.Errorf("%s has no %s", file, key)
				continue
			}
			for _, after := range regexp.MustCompile(`\. (\pL)`).FindAllSubmatch(m[1], -1) {
				if r := []rune(string(after[1]))[0]; !unicode.IsUpper(r) {
					t.Errorf("%s: %s has a lowercase %q after a full stop: %s", file, key, r, m[1])
				}
			}
		}
	}
}
