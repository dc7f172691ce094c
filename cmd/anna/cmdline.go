package main

import (
	"os"
	"regexp"
	"strconv"
	"strings"

	"github.com/anna-chess/anna/internal/cliline"
	"github.com/anna-chess/anna/settings"
	"github.com/anna-chess/anna/speech"
)

// The command line is answered in the player's language from its first
// word: a mistake in the flags is said before --lang could be read by the
// flag package, so the language is known first, in this order: --lang on
// the command line (--lang hr, --lang=hr, -lang hr), the settings file's
// lang, ANNA_LANG, then the locale (LC_ALL, LC_MESSAGES, LANG:
// hr_HR.UTF-8 is hr; where none is set, the system's own setting: on
// Windows the user's locale, hr-HR). Every line is printed, one line to
// standard error; a refusal is then said too, in the voice the player
// keeps, read before the flags as the language is (clisay.go), where its
// words have clips (speech's spokenCLI: a flag unknown, a value refused),
// and anna exits once it is played.

// earlyLang is the language the command line args is answered in.
func earlyLang(args []string) speech.Lang {
	if value, ok := earlyValue(args, "lang", false); ok {
		if l, err := speech.ParseLang(value); err == nil {
			return l
		}
		// a wrong --lang is refused in the language known otherwise
	}
	if l, ok := settingsLang(); ok {
		return l
	}
	return localeLang()
}

// settingsLang is the settings file's lang, when the file holds a good one
// (even when another of its settings is refused: the refusal is said in
// the language the player chose there).
func settingsLang() (speech.Lang, bool) {
	path, err := settings.Path()
	if err != nil {
		return "", false
	}
	data, err := settings.ReadFile(path)
	if err != nil || data == nil {
		return "", false
	}
	items, _ := settings.Read(path, data)
	for _, it := range items {
		if it.Key != "lang" {
			continue
		}
		if s, ok := it.V.(string); ok {
			l, err := speech.ParseLang(s)
			return l, err == nil
		}
	}
	return "", false
}

// localeLang is ANNA_LANG's language, or the locale's (the first of
// LC_ALL, LC_MESSAGES and LANG that is set, as POSIX reads them, or the
// system's locale when none is), or English when neither names one of
// anna's languages.
func localeLang() speech.Lang {
	if l, ok := localeChoice(); ok {
		return l
	}
	return speech.EN
}

// localeChoice is the language ANNA_LANG or the locale names, if one of
// anna's (not when neither is set, or C, or a language anna has not).
func localeChoice() (speech.Lang, bool) {
	if l, ok := langOfLocale(os.Getenv("ANNA_LANG")); ok {
		return l, true
	}
	for _, name := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if v := os.Getenv(name); v != "" {
			return langOfLocale(v)
		}
	}
	return langOfLocale(systemLocale())
}

// langOfLocale reads a locale's language: sr_RS@latin is sr, de-AT is de.
func langOfLocale(locale string) (speech.Lang, bool) {
	code, _, _ := strings.Cut(locale, ".")
	code, _, _ = strings.Cut(code, "@")
	code, _, _ = strings.Cut(code, "_")
	code, _, _ = strings.Cut(code, "-")
	if code == "" {
		return "", false
	}
	l, err := speech.ParseLang(code)
	return l, err == nil
}

// anna's lines are internal/cliline's: these are their names here.
type (
	said    = cliline.Line
	orWords = cliline.Or
)

// inLang is err as the player reads it (cliline.InLang).
func inLang(b speech.Phrasebook, err error) string { return cliline.InLang(b, err) }

// annaSays is a line of anna's, "anna: " and the text.
func annaSays(t speech.CLIText, args ...any) *said { return cliline.Anna(t, args...) }

// part is part of a line: a reason given within another.
func part(t speech.CLIText, args ...any) *said { return cliline.Part(t, args...) }

// annaLine is err as a line of anna's.
func annaLine(err error) *said { return cliline.Of(err) }

// choose is the reason a value is refused: choose one of words.
func choose(words ...string) *said { return cliline.Choose(words...) }

// flagProblems read the flag package's own errors (always English) as
// anna's lines; the flag package's output is discarded.
var flagProblems = []struct {
	re   *regexp.Regexp
	line func(m []string) error
}{
	{regexp.MustCompile(`^flag provided but not defined: -+(.+)$`), func(m []string) error {
		return annaSays(cliUnknownFlag, "--"+m[1])
	}},
	{regexp.MustCompile(`^flag needs an argument: -+(.+)$`), func(m []string) error {
		return annaSays(cliNeedsValue, "--"+m[1])
	}},
	{regexp.MustCompile(`^invalid boolean value (".*") for -+([^:]+): `), func(m []string) error {
		value, _ := strconv.Unquote(m[1])
		return annaLine(&refusal{Name: m[2], Value: value, Reason: choose("true", "false")})
	}},
	{regexp.MustCompile(`^bad flag syntax: (.*)$`), func(m []string) error {
		return annaSays(cliNotAFlag, m[1])
	}},
}

// flagProblem is the flag package's error err as anna's line.
func flagProblem(err error) error {
	for _, p := range flagProblems {
		if m := p.re.FindStringSubmatch(err.Error()); m != nil {
			return p.line(m)
		}
	}
	return annaSays(cliFlagsListed, err)
}

// The flags' values, read as internal/cliline reads them (cmd/anna's
// short names).
type (
	flagSet                   = cliline.FlagSet
	refusal                   = cliline.Refusal
	checked                   = cliline.Checked
	number[T ~int | ~float64] = cliline.Number[T]
)

func newFlagSet() *flagSet { return cliline.NewFlagSet() }

func oneOf[T any](fs *flagSet, p *T, name, def string, words []string, values []T) {
	cliline.OneOf(fs, p, name, def, words, values)
}

func oneOfParsed[T any](fs *flagSet, p *T, name, def string, words []string, parse func(string) (T, error)) {
	cliline.OneOfParsed(fs, p, name, def, words, parse)
}
