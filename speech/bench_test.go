package speech

import (
	"testing"
)

func BenchmarkParseMove(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := ParseMove("Springer Gustav eins schlägt Felix drei Schach"); err != nil {
			b.Fatal(err)
		}
	}
}
