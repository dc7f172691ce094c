package speech

import (
	"bytes"
	"embed"
	"fmt"
	"path"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/BurntSushi/toml"
	"golang.org/x/text/feature/plural"
	"golang.org/x/text/language"

	"github.com/anna-chess/anna/internal/inplace"
)

// Lang is the language of the words around moves: the name of one of the
// data files in lang/ ("hr" for lang/hr.toml). A translator adds a
// language by adding a file; the Go code names sentences by key only. The
// zero Lang is English.
type Lang string

// The languages anna ships with.
const (
	EN Lang = "en"
	DE Lang = "de"
	HR Lang = "hr" // Croatian
	SR Lang = "sr" // Serbian, in Latin script as the Serbian Laws write it
	SL Lang = "sl" // Slovenian
)

func (l Lang) String() string {
	if l == "" {
		return string(EN)
	}
	return string(l)
}

// voice is the espeak-ng voice the language's clips are spoken in.
func (l Lang) voice() Voice { return l.data().Voice }

// ParseLang reads a --lang value.
func ParseLang(s string) (Lang, error) {
	l := Lang(strings.ToLower(strings.TrimSpace(s)))
	if _, ok := langs()[l]; ok {
		return l, nil
	}
	return "", fmt.Errorf("speech: unknown language %q (choose %s)", s, strings.Join(LangNames(), ", "))
}

// Langs lists the languages, English first, then by code.
func Langs() []Lang {
	var out []Lang
	for l := range langs() {
		out = append(out, l)
	}
	sort.Slice(out, func(i, j int) bool {
		if (out[i] == EN) != (out[j] == EN) {
			return out[i] == EN
		}
		return out[i] < out[j]
	})
	return out
}

// LangNames are the codes --lang accepts, in the order of Langs.
func LangNames() []string {
	var out []string
	for _, l := range Langs() {
		out = append(out, string(l))
	}
	return out
}

//go:embed lang/*.toml
var langFS embed.FS

// langFiles are the language files, read in place (see internal/inplace).
var langFiles = inplace.New(&langFS)

// langData is one language's file, read: its sentences, its numbers, its
// names for the pieces (D.2.1) and its command words.
type langData struct {
	code Lang
	tag  language.Tag // for CLDR's plural rules

	Name    string `toml:"name"`    // the language's own name for itself
	Voice   Voice  `toml:"voice"`   // the espeak-ng voice of its clips
	Decimal string `toml:"decimal"` // the decimal separator: "8.4" or "8,4"
	// DecimalForm is the plural form a noun takes after a number with a
	// decimal fraction, where the language's grammar does not follow
	// CLDR's rules for it: Croatian, Serbian and Slovenian put the noun in
	// the genitive singular (8,1 sekunde, not 8,1 sekunda), the form a
	// few (2-4) takes. "" keeps CLDR's rules (8.1 seconds).
	DecimalForm string `toml:"decimal-form"`

	Sentences map[msg]forms       `toml:"sentences"`
	Brief     map[msg]forms       `toml:"brief"`
	Gender    map[msg]gender      `toml:"gender"` // the gender of a counted noun, for the number before it
	Say       map[string]string   `toml:"say"`    // how a printed word is spoken, where espeak reads it otherwise
	Numbers   numberWords         `toml:"numbers"`
	Names     nameWords           `toml:"names"`
	Commands  map[string][]string `toml:"commands"` // English command word -> this language's words for it
	Flags     map[string]string   `toml:"flags"`    // a flag's name -> its description in anna --help

	commandsOnce sync.Once
	commandIndex map[string]string // typed word, normalised -> English
	namesOnce    sync.Once
	names        *nameSet
}

// forms are a sentence's plural forms, by CLDR's names (one, two, few,
// many, other); a sentence written as one string has only other. A form
// may also be for one number exactly, as ICU's MessageFormat writes it:
// "=1" is said for 1 only ("mate in one move"), while one, in Croatian,
// is also 21 and 31 ("mate in 21 moves" takes one's noun, potez).
type forms map[string]string

func (f *forms) UnmarshalTOML(v any) error {
	*f = forms{}
	switch v := v.(type) {
	case string:
		(*f)["other"] = v
	case map[string]any:
		for k, text := range v {
			s, ok := text.(string)
			if !ok {
				return fmt.Errorf("plural form %q is not a string", k)
			}
			if _, ok := pluralForms[k]; !ok && !isExact(k) {
				return fmt.Errorf("%q is not a plural form (one, two, few, many, other, or =N)", k)
			}
			(*f)[k] = s
		}
		if (*f)["other"] == "" {
			return fmt.Errorf("plural forms without other")
		}
	default:
		return fmt.Errorf("a sentence is a string or a table of plural forms")
	}
	return nil
}

// pluralForms names x/text's plural forms as CLDR and the data files do.
var pluralForms = map[string]plural.Form{
	"zero": plural.Zero, "one": plural.One, "two": plural.Two, "few": plural.Few, "many": plural.Many, "other": plural.Other,
}

func formName(f plural.Form) string {
	for name, g := range pluralForms {
		if g == f {
			return name
		}
	}
	return "other"
}

// isExact reports whether a form's name is for one number exactly: "=1".
func isExact(name string) bool {
	n, err := strconv.Atoi(strings.TrimPrefix(name, "="))
	return strings.HasPrefix(name, "=") && err == nil && n >= 0
}

// form picks the text for a count: n in whole units, or with tenths
// (n = 84, tenths = true for 8.4), by CLDR's rules for the language; a
// form for the number exactly ("=1") comes first, and a number with
// tenths takes the language's decimal form where it has one.
func (f forms) form(d *langData, n int, tenths bool) string {
	var form plural.Form
	switch {
	case tenths && d.DecimalForm != "":
		if s, ok := f[d.DecimalForm]; ok {
			return s
		}
		return f["other"]
	case tenths:
		form = plural.Cardinal.MatchPlural(d.tag, abs(n)/10, 1, 1, abs(n)%10, abs(n)%10)
	default:
		if s, ok := f["="+strconv.Itoa(n)]; ok {
			return s
		}
		form = plural.Cardinal.MatchPlural(d.tag, abs(n), 0, 0, 0, 0)
	}
	if s, ok := f[formName(form)]; ok {
		return s
	}
	return f["other"]
}

// abs is n without its sign: CLDR's plural rules read the number so
// ("-2 minutes" as "2 minutes").
func abs(n int) int { return max(n, -n) }

// text is the sentence with no count: its other form.
func (f forms) text() string { return f["other"] }

// langEntry is one language's file, read when first needed: a game reads
// its own language's and Appendix D's (German) only, and the words of every
// language's names when the first move is typed.
type langEntry struct {
	once sync.Once
	data atomic.Pointer[langData]
}

// langs lists the languages' files. A file that cannot be read is a
// mistake in the program's own data, found by the tests.
var langs = sync.OnceValue(func() map[Lang]*langEntry {
	out := map[Lang]*langEntry{}
	files, _ := langFS.ReadDir("lang")
	for _, f := range files {
		out[Lang(strings.TrimSuffix(f.Name(), ".toml"))] = &langEntry{}
	}
	return out
})

func readLang(code Lang) (*langData, error) {
	file := path.Join("lang", string(code)+".toml")
	raw, inplace, err := langFiles.Read(file)
	if err != nil {
		return nil, fmt.Errorf("speech: %w", err)
	}
	if inplace {
		defer langFiles.Release(raw)
	}
	d := &langData{code: code}
	md, err := toml.NewDecoder(bytes.NewReader(raw)).Decode(d)
	if err != nil {
		return nil, fmt.Errorf("speech: %s: %w", file, err)
	}
	if un := md.Undecoded(); len(un) > 0 {
		return nil, fmt.Errorf("speech: %s: unknown keys %v", file, un)
	}
	if d.tag, err = language.Parse(string(code)); err != nil {
		return nil, fmt.Errorf("speech: %s: %w", file, err)
	}
	if d.Voice == "" || d.Decimal == "" {
		return nil, fmt.Errorf("speech: %s: voice and decimal are needed", file)
	}
	if _, ok := pluralForms[d.DecimalForm]; d.DecimalForm != "" && !ok {
		return nil, fmt.Errorf("speech: %s: decimal-form %q is not a plural form", file, d.DecimalForm)
	}
	return d, nil
}

// typedNames are the words of a language's [names] that a player may
// type: every language's are read as moves are typed, so the first move
// would read five whole files. Only the [names] tables of a file that is
// not read yet are decoded, from its lines (a file's tables start with
// their names in brackets at the start of a line).
func (l Lang) typedNames() nameWords {
	if e := langs()[l]; e != nil && e.data.Load() != nil {
		return e.data.Load().Names
	}
	raw, inplace, err := langFiles.Read(path.Join("lang", string(l)+".toml"))
	if err != nil {
		return l.data().Names
	}
	if inplace {
		defer langFiles.Release(raw)
	}
	var names []string
	in := false
	for _, line := range strings.SplitAfter(string(raw), "\n") {
		if strings.HasPrefix(line, "[") {
			in = strings.HasPrefix(line, "[names]") || strings.HasPrefix(line, "[names.")
		}
		if in {
			names = append(names, line)
		}
	}
	var d struct {
		Names nameWords `toml:"names"`
	}
	if _, err := toml.Decode(strings.Join(names, ""), &d); err != nil {
		return l.data().Names // the whole file says what is wrong
	}
	return d.Names
}

// data is the language's file; an unknown language is English.
func (l Lang) data() *langData {
	e, ok := langs()[l]
	if !ok {
		l, e = EN, langs()[EN]
	}
	if d := e.data.Load(); d != nil {
		return d // read already: every word said asks
	}
	e.once.Do(func() {
		d, err := readLang(l)
		if err != nil {
			panic(err)
		}
		e.data.Store(d)
	})
	return e.data.Load()
}

// keys lists the sentence keys of a table, sorted.
func keys[V any](m map[msg]V) []msg {
	out := make([]msg, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}
