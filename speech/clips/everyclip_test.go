package clips

import (
	"os"
	"strconv"
	"strings"
	"sync"

	"github.com/anna-chess/anna/internal/raceflag"
	"github.com/anna-chess/anna/internal/wavfile"
	"github.com/anna-chess/anna/speech"
)

// clipRead is what reading one clip of the catalogue from the bank gave.
type clipRead struct {
	clip    speech.ClipSpec
	err     error
	seconds float64 // its length
	silence float64 // its leading silence, in seconds
}

// bankRead is every clip of the catalogue read once from a new bank, with
// the program's resident file pages (RssFile, kB) before and after, when
// /proc tells them.
type bankRead struct {
	clips               []clipRead
	rssBefore, rssAfter int
	rssKnown            bool
}

// everyClip reads every clip once, for TestBankHasEveryClip and
// TestReadingClipsKeepsMemorySmall: decoding the whole bank is the slow
// part of both, and reading changes nothing that either checks. The first
// test to ask reads. Under the race detector it reads a sample, each
// voice's first clip and every twentieth (raceflag): the clips are decoded
// on one goroutine, where the detector can find nothing, in 31 s of a core
// under it and 2.4 s without; scripts/test reads them all without it.
var everyClip = sync.OnceValue(func() bankRead {
	bank := NewBank()
	var r bankRead
	r.rssBefore, r.rssKnown = procStatusKB("RssFile")
	seen := map[speech.Voice]bool{}
	for i, c := range speech.Catalogue() {
		if raceflag.On && i%20 != 0 && seen[c.Voice] {
			continue
		}
		seen[c.Voice] = true
		pcm, err := bank.PCM(c.Name)
		read := clipRead{clip: c, err: err}
		if err == nil {
			read.seconds, read.silence = wavfile.Duration(len(pcm)), leadingSilence(pcm)
		}
		r.clips = append(r.clips, read)
	}
	r.rssAfter, _ = procStatusKB("RssFile")
	return r
})

// procStatusKB reads one line of /proc/self/status, in kB (0 when the line
// is missing); ok is false without /proc.
func procStatusKB(key string) (kb int, ok bool) {
	data, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0, false
	}
	for _, line := range strings.Split(string(data), "\n") {
		if f := strings.Fields(line); len(f) >= 2 && f[0] == key+":" {
			kb, _ = strconv.Atoi(f[1])
			return kb, true
		}
	}
	return 0, true
}
