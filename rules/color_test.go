package rules

import "testing"

// TestColorWordReadsBack: ColorOfWord reads what Word writes, in any case,
// and reads anything else as no colour.
func TestColorWordReadsBack(t *testing.T) {
	for _, c := range []Color{White, Black, NoColor} {
		for _, w := range []string{c.Word(), string(c.Word()[0]-'a'+'A') + c.Word()[1:]} {
			if got := ColorOfWord(w); got != c {
				t.Errorf("ColorOfWord(%q) = %v, want %v", w, got, c)
			}
		}
	}
	if White.Word() == Black.Word() {
		t.Error("White and Black are written alike")
	}
	for _, w := range []string{"", "w", "whites", " black"} {
		if got := ColorOfWord(w); got != NoColor {
			t.Errorf("ColorOfWord(%q) = %v, want none", w, got)
		}
	}
}
