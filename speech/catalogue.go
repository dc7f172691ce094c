package speech

import (
	"fmt"
	"hash/fnv"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"unicode"
)

// Voice is the espeak-ng voice a clip is spoken in.
type Voice string

const (
	voiceDe Voice = "de"
	voiceEn Voice = "en"
)

// ClipSpec is one clip of the bank: its name (the file name without .wav,
// e.g. "de/springer"), its voice and the text espeak-ng speaks for it.
type ClipSpec struct {
	Name  string
	Voice Voice
	Say   string
}

// catalogue holds every clip any phrase can use. It is made when it is
// first asked for (by the tests, by the clip generator, by --clips): a
// game needs only its own language's words, and making the list of five
// languages' would slow the start. The fixed words of the notations are
// recorded as the package starts; Catalogue adds every language's names,
// numbers, letters and sentences.
var (
	catMu      sync.Mutex
	catalogue  = map[string]ClipSpec{}
	collecting = flag(true)  // register records what it is given: the package's own words as it starts, and while Catalogue is made
	built      = flag(false) // the catalogue is complete: register only checks
)

func flag(v bool) *atomic.Bool {
	var b atomic.Bool
	b.Store(v)
	return &b
}

// Catalogue lists every clip a phrase can use, sorted by name: the list the
// clip generator speaks and the bank must hold.
func Catalogue() []ClipSpec {
	buildCatalogue()
	out := make([]ClipSpec, 0, len(catalogue))
	for _, c := range catalogue {
		out = append(out, c)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// buildCatalogue says every word of every language once, recording its
// clip; a clip named after that and not in the list is a gap in the
// catalogue, kept in late for the tests to find.
var buildCatalogue = sync.OnceFunc(func() {
	collecting.Store(true)
	for _, l := range Langs() {
		if _, err := makeNameSet(l); err != nil {
			panic(err)
		}
	}
	registerNumbers()
	registerLetters()
	registerTemplates()
	catMu.Lock()
	collecting.Store(false)
	built.Store(true)
	catMu.Unlock()
})

var (
	lateMu sync.Mutex
	late   = map[string]bool{}
)

// lateClips lists clips named outside the catalogue (it should be empty).
func lateClips() []string {
	lateMu.Lock()
	defer lateMu.Unlock()
	var out []string
	for n := range late {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// register names a clip, and records it while the catalogue is made; a
// name recorded twice must say the same. Once the catalogue is complete,
// a name it lacks is noted as late.
func register(v Voice, name, say string) string {
	full := string(v) + "/" + name
	switch {
	case built.Load():
		if _, ok := catalogue[full]; !ok {
			lateMu.Lock()
			late[full] = true
			lateMu.Unlock()
		}
	case collecting.Load():
		catMu.Lock()
		defer catMu.Unlock()
		if !collecting.Load() {
			break // the catalogue was completed meanwhile
		}
		if old, ok := catalogue[full]; ok && !strings.EqualFold(old.Say, say) {
			panic(fmt.Sprintf("speech: clip %s says both %q and %q", full, old.Say, say))
		} else if !ok {
			catalogue[full] = ClipSpec{Name: full, Voice: v, Say: say}
		}
	}
	return full
}

// word makes a word printed as text and spoken as say by one clip.
func word(v Voice, text, say string) Word {
	return Word{Text: text, Clips: []string{register(v, slug(say), say)}}
}

// plain makes a word that is printed as it is spoken.
func plain(v Voice, text string) Word { return word(v, text, text) }

// slugs remembers the names of the words said so far: the same words come
// back in every sentence.
var slugs sync.Map

// slug turns spoken text into a clip name: lower case, umlauts and
// č, ć, š, ž, đ spelled out, other characters as hyphens ("Kurze Rochade"
// -> "kurze-rochade", "Skakač" -> "skakach").
func slug(s string) string {
	if out, ok := slugs.Load(s); ok {
		return out.(string)
	}
	out := makeSlug(s)
	slugs.Store(s, out)
	return out
}

func makeSlug(s string) string {
	s = slugLetters.Replace(strings.ToLower(s))
	var sb strings.Builder
	dash := false
	for _, r := range s {
		if unicode.IsLetter(r) && r < 128 || unicode.IsDigit(r) {
			sb.WriteRune(r)
			dash = false
			continue
		}
		if !dash && sb.Len() > 0 {
			sb.WriteByte('-')
			dash = true
		}
	}
	out := strings.TrimRight(sb.String(), "-")
	if len(out) > maxSlug {
		// Long sentences get a short, stable name: a head and a hash.
		h := fnv.New32a()
		h.Write([]byte(out))
		out = fmt.Sprintf("%s-%08x", strings.TrimRight(out[:maxSlug-9], "-"), h.Sum32())
	}
	return out
}

// slugLetters spell the letters of clip names in ASCII, each its own way,
// so that "sto" and "što" (hundred, what) are two clips.
var slugLetters = strings.NewReplacer("ä", "ae", "ö", "oe", "ü", "ue", "ß", "ss",
	"č", "ch", "ć", "cj", "š", "sh", "ž", "zh", "đ", "dj")

// maxSlug keeps clip file names short enough for every file system.
const maxSlug = 60
