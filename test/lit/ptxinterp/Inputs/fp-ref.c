// Reference float arithmetic for rounding.test: reads `op mode a b c`
// (hex bit patterns) lines, computes with the host's IEEE arithmetic under
// fesetround(mode), prints the result bits (NaN as the canonical NaN).
#include <stdio.h>
#include <stdint.h>
#include <string.h>
#include <math.h>
#include <fenv.h>
#pragma STDC FENV_ACCESS ON
static float bf(uint32_t b){float f;memcpy(&f,&b,4);return f;}
static uint32_t fb(float f){uint32_t b;memcpy(&b,&f,4);if(f!=f)b=0x7fffffff;return b;}
static double bd(uint64_t b){double f;memcpy(&f,&b,8);return f;}
static uint64_t db(double f){uint64_t b;memcpy(&b,&f,8);if(f!=f)b=0x7fffffffffffffffull;return b;}
int main(){
  char op[16]; int mode; unsigned long long a,b,c;
  int modes[4]={FE_TONEAREST,FE_TOWARDZERO,FE_DOWNWARD,FE_UPWARD};
  while(scanf("%15s %d %llx %llx %llx",op,&mode,&a,&b,&c)==5){
    fesetround(modes[mode]);
    volatile float x=bf(a),y=bf(b),z=bf(c); volatile double X=bd(a),Y=bd(b),Z=bd(c);
    unsigned long long r=0;
    if(!strcmp(op,"add32")) r=fb(x+y);
    else if(!strcmp(op,"mul32")) r=fb(x*y);
    else if(!strcmp(op,"div32")) r=fb(x/y);
    else if(!strcmp(op,"fma32")) r=fb(fmaf(x,y,z));
    else if(!strcmp(op,"sqrt32")) r=fb(sqrtf(x));
    else if(!strcmp(op,"add64")) r=db(X+Y);
    else if(!strcmp(op,"mul64")) r=db(X*Y);
    else if(!strcmp(op,"div64")) r=db(X/Y);
    else if(!strcmp(op,"fma64")) r=db(fma(X,Y,Z));
    else if(!strcmp(op,"d2f")) r=fb((float)X);
    else if(!strcmp(op,"i2f")) { volatile int32_t i=(int32_t)a; r=fb((float)i);}
    else if(!strcmp(op,"l2f")) { volatile int64_t i=(int64_t)a; r=fb((float)i);}
    else if(!strcmp(op,"l2d")) { volatile int64_t i=(int64_t)a; r=db((double)i);}
    else if(!strcmp(op,"u2f")) { volatile uint32_t i=(uint32_t)a; r=fb((float)i);}
    else if(!strcmp(op,"rint32")) { r=fb(nearbyintf(x)); }
    printf("%llx\n",r);
  }
}
