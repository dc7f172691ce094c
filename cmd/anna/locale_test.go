package main

import (
	"runtime"
	"strings"
	"testing"

	"github.com/anna-chess/anna/speech"
)

// TestLangOfLocale: a locale's language, in the names Unix gives
// (hr_HR.UTF-8, sr_RS@latin) and Windows' (GetUserDefaultLocaleName:
// hr-HR, and Serbian with its script, sr-Latn-RS or sr-Cyrl-RS); a
// language anna has not, or none, is no choice.
func TestLangOfLocale(t *testing.T) {
	for _, c := range []struct {
		locale string
		want   speech.Lang
		ok     bool
	}{
		{"hr_HR.UTF-8", speech.HR, true},
		{"sr_RS@latin", speech.SR, true},
		{"de_AT", speech.DE, true},
		{"hr-HR", speech.HR, true},
		{"sl-SI", speech.SL, true},
		{"sr-Latn-RS", speech.SR, true},
		{"sr-Cyrl-RS", speech.SR, true},
		{"sr-Latn-BA", speech.SR, true},
		{"de-CH", speech.DE, true},
		{"en-GB", speech.EN, true},
		{"fr-FR", "", false},
		{"C.UTF-8", "", false},
		{"", "", false},
	} {
		got, ok := langOfLocale(c.locale)
		if ok != c.ok || ok && got != c.want {
			t.Errorf("langOfLocale(%q) = %s, %v; want %s, %v", c.locale, got, ok, c.want, c.ok)
		}
	}
}

// TestSystemLocale: Windows names the user's locale (under Wine, the one
// the prefix was made with, from LANG: en-US in scripts/test's lane);
// elsewhere the environment's locale is the system's, and there is none
// beside it.
func TestSystemLocale(t *testing.T) {
	got := systemLocale()
	if runtime.GOOS != "windows" {
		if got != "" {
			t.Errorf("systemLocale() = %q, want none outside Windows", got)
		}
		return
	}
	if lang, _, _ := strings.Cut(got, "-"); len(lang) < 2 || len(lang) > 3 {
		t.Errorf("systemLocale() = %q, want a locale name as hr-HR", got)
	}
}
